import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastApi {
  showToast(message: string, severity?: ToastSeverity): void;
  /** Spec §8 status toasts: "<message> success" or "<message> failed". */
  showStatusToast(message: string, ok: boolean): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within ToastProvider');
  return api;
}
