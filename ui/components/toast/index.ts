export { ToastProvider } from './ToastProvider';
export { useToast } from './ToastContext';
export type { ToastApi, ToastSeverity } from './ToastContext';
