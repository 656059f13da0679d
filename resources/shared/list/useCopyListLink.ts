/** Puts the filtered view's full URL on the clipboard, with the spec's two toasts (§8). */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useHref, useLocation } from 'react-router-dom';
import { useToast } from '../../../ui/components/toast';

export function useCopyListLink(): () => Promise<void> {
  const translate = useTranslate();
  const { showToast } = useToast();
  const location = useLocation();
  // useHref adds the router's basename, so the link works wherever the console is mounted.
  const href = useHref({ pathname: location.pathname, search: location.search });
  return useCallback(async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
      showToast(translate('resources.shared.list.copy_link.copied'), 'success');
    } catch {
      showToast(translate('resources.shared.list.copy_link.failed'), 'error');
    }
  }, [href, showToast, translate]);
}
