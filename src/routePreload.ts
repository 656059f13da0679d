/**
 * Start-up: which lazy view the address opens, fetched beside the providers and the session
 * check instead of after the first render (entry → providers → session → layout → view chunk
 * was a waterfall). Only resource routes are known here; anything else preloads nothing.
 */
import { isValidElement } from 'react';
import type { ReactElement } from 'react';
import { RESOURCES } from '../resources';
import type { PreloadableComponent } from '../resources/shared/entry';
import { HOME_PATH } from './pages/login/redirect';

function preloadable(view: unknown): PreloadableComponent | undefined {
  return view && typeof (view as Partial<PreloadableComponent>).preload === 'function' ? (view as PreloadableComponent) : undefined;
}

/** The lazy view of `/<resource>`, `/<resource>/new` or `/<resource>/<id>`, if any. */
export function routeView(pathname: string): PreloadableComponent | undefined {
  const path = pathname === '/' || pathname === '' ? HOME_PATH : pathname;
  const [resource, id, ...rest] = path.split('/').filter(Boolean);
  const entry = RESOURCES.find((candidate) => candidate.name === resource);
  if (!entry || rest.length > 0) return undefined;
  if (id === undefined) return preloadable(entry.props.list);
  if (id === 'new') {
    const route = entry.props.children;
    const element = isValidElement(route) ? (route as ReactElement<{ element?: unknown }>).props.element : undefined;
    return isValidElement(element) ? preloadable(element.type) : undefined;
  }
  return preloadable(entry.props.edit);
}

/** Starts fetching the view's chunk; settles when it is in (never rejects: the render retries). */
export function preloadRoute(pathname: string): Promise<void> {
  const view = routeView(pathname);
  return view ? view.preload().then(() => undefined, () => undefined) : Promise.resolve();
}
