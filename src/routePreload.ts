/**
 * Start-up: which lazy view the address opens, fetched beside the providers and the session
 * check instead of after the first render (entry → providers → session → layout → view chunk
 * was a waterfall). Resource routes and the lazy staff pages (src/pages/lazyPages.ts) are known
 * here; anything else preloads nothing.
 */
import { isValidElement } from 'react';
import type { ReactElement } from 'react';
import { RESOURCES } from '../resources';
import type { PreloadableComponent } from '../resources/shared/entry';
import { resourceRouteOf } from '../resources/viewLoaders';
import { lazyPageOf } from './pages/lazyPages';

function preloadable(view: unknown): PreloadableComponent | undefined {
  return view && typeof (view as Partial<PreloadableComponent>).preload === 'function' ? (view as PreloadableComponent) : undefined;
}

/** The lazy view of `/<resource>`, `/<resource>/new` or `/<resource>/<id>`, if any. */
export function routeView(pathname: string): PreloadableComponent | undefined {
  const route = resourceRouteOf(pathname);
  const entry = route && RESOURCES.find((candidate) => candidate.name === route.resource);
  if (!route || !entry) return undefined;
  if (route.kind === 'list') return preloadable(entry.props.list);
  if (route.kind === 'create') {
    const route = entry.props.children;
    const element = isValidElement(route) ? (route as ReactElement<{ element?: unknown }>).props.element : undefined;
    return isValidElement(element) ? preloadable(element.type) : undefined;
  }
  return preloadable(entry.props.edit);
}

/** Starts fetching the view's chunk; settles when it is in (never rejects: the render retries). */
export function preloadRoute(pathname: string): Promise<void> {
  const view = routeView(pathname) ?? lazyPageOf(pathname);
  return view ? view.preload().then(() => undefined, () => undefined) : Promise.resolve();
}
