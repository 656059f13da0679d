import { Notification } from 'react-admin';
import { GLOBAL_NOTIFICATION_MS } from '../../../domain/constants';

/** react-admin's notification placed at top centre for 6 s (spec §9). */
export function GlobalNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={GLOBAL_NOTIFICATION_MS} />;
}
