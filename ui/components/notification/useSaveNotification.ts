import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** The global notification with the spec's defaults: 'Save is successful' / 'Save failed'. */
export function useSaveNotification() {
  const notify = useNotify();
  return useCallback(
    (ok: boolean, message?: string) =>
      notify(message ?? (ok ? 'app.notification.saved' : 'app.notification.save_failed'), {
        type: ok ? 'success' : 'error',
      }),
    [notify],
  );
}
