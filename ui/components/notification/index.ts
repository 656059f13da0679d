export { GlobalNotification } from './GlobalNotification';
export { useSaveNotification } from './useSaveNotification';
