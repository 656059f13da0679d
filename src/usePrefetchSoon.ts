/**
 * Code no page opens with (the search box, the staff screens), fetched a second after the layout
 * mounts, in an idle moment: after the page's own first requests, yet before a person is likely
 * to reach for it, so it opens without a loading screen.
 */
import { useEffect } from 'react';

const PREFETCH_DELAY_MS = 1000;

export function usePrefetchSoon(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    const timer = setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(prefetch) : prefetch()), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
    // once per mount: what to fetch does not change while the layout lives
  }, []);
}
