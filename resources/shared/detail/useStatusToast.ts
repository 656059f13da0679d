/** Spec §7/§8 status toasts: '<message> success' / '<message> failed', e.g. 'Job update success'. */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../ui/components/toast';

export function useStatusToast() {
  const translate = useTranslate();
  const { showStatusToast } = useToast();
  /** message: a translation key or text, e.g. 'Job created'. */
  return useCallback((message: string, ok: boolean) => showStatusToast(translate(message, { _: message }), ok), [showStatusToast, translate]);
}
