/**
 * The staff screens (User RBAC with the staff accounts, Activity): no page opens with them, so
 * their code is not part of the console's first chunks. An address that opens one fetches it
 * beside the providers (src/routePreload.ts), and the others are fetched a moment after the
 * layout mounts, so moving to them from the sidebar finds them in (no loading screen).
 */
import { lazyNamed, type PreloadableComponent } from '../../resources/shared/entry';
import { usePrefetchSoon } from '../usePrefetchSoon';

export const UserRbacPage = lazyNamed(() => import('./user-rbac/UserRbacPage'), 'UserRbacPage');
export const ActivityPage = lazyNamed(() => import('./staff/ActivityPage'), 'ActivityPage');

const PAGES: Record<string, PreloadableComponent> = { '/user-rbac': UserRbacPage, '/activity': ActivityPage };

/** The lazy page an address opens, if it is one of these. */
export const lazyPageOf = (pathname: string): PreloadableComponent | undefined =>
  Object.prototype.hasOwnProperty.call(PAGES, pathname) ? PAGES[pathname] : undefined;

/** Fetches the pages' chunks soon after the layout mounts. */
export function usePrefetchLazyPages(): void {
  usePrefetchSoon(() => Promise.all(Object.values(PAGES).map((page) => page.preload())));
}
