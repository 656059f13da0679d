/**
 * The staff screens (User RBAC with the staff accounts, Activity): no page opens with them, so
 * their code is not part of the console's first chunks. An address that opens one fetches it
 * beside the providers (src/routePreload.ts), and the others are fetched a moment after the
 * layout mounts, so moving to them from the sidebar finds them in (no loading screen).
 */
import { useEffect } from 'react';
import { lazyNamed, type PreloadableComponent } from '../../resources/shared/entry';

export const UserRbacPage = lazyNamed(() => import('./user-rbac/UserRbacPage'), 'UserRbacPage');
export const ActivityPage = lazyNamed(() => import('./staff/ActivityPage'), 'ActivityPage');

const PAGES: Record<string, PreloadableComponent> = { '/user-rbac': UserRbacPage, '/activity': ActivityPage };

/** The lazy page an address opens, if it is one of these. */
export const lazyPageOf = (pathname: string): PreloadableComponent | undefined =>
  Object.prototype.hasOwnProperty.call(PAGES, pathname) ? PAGES[pathname] : undefined;

/** Fetches the pages' chunks a second after mounting, in an idle moment. */
export function usePrefetchLazyPages(): void {
  useEffect(() => {
    const prefetch = () => Object.values(PAGES).forEach((page) => void page.preload().catch(() => undefined));
    const timer = setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(prefetch) : prefetch()), 1000);
    return () => clearTimeout(timer);
  }, []);
}
