import { Alert, Snackbar } from '@mui/material';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOAST_MS } from '../../../domain/constants';
import { ToastContext, type ToastApi, type ToastSeverity } from './ToastContext';

interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
}

/** Toasts at top centre for 3 s (spec §9); a newer toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const showToast = useCallback((message: string, severity: ToastSeverity = 'info') => {
    setToast({ key: Date.now() + Math.random(), message, severity });
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      showToast,
      showStatusToast: (message, ok) =>
        showToast(translate(ok ? 'app.toast.success' : 'app.toast.failed', { message }), ok ? 'success' : 'error'),
    }),
    [showToast, translate],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={TOAST_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={toast?.severity ?? 'info'} variant="filled" onClose={() => setOpen(false)} sx={{ width: '100%' }}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
