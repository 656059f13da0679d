import { createElement, lazy, memo } from 'react';
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceName } from './definition';

/** One <Resource>: `<Resource name={entry.name} {...entry.props} />`. */
export interface ResourceEntry {
  readonly name: ResourceName;
  readonly props: Omit<ResourceProps, 'name'>;
}

/** A lazy view whose chunk start-up can fetch before the first render (src/routePreload.ts). */
export type PreloadableComponent = ComponentType & { preload(): Promise<unknown> };

/**
 * A named export loaded on first render, so the sign-in page does not carry every list. The view
 * is memoised: route views take no props, and react-admin's router renders the layout's content
 * again several times while it starts; without memo each pass renders the whole page (a list's
 * 100 rows included) again.
 * `preload()` fetches the chunk ahead of time; once it is in, the view renders at once: React.lazy
 * gets an already-resolved thenable, so there is no Suspense fallback (and no 300 ms retry
 * throttle in React 19 before the real view commits).
 */
export function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PreloadableComponent {
  let loaded: { default: ComponentType } | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = { default: memo(module[name] as ComponentType) }),
      (error: unknown) => {
        // A chunk that failed to load (network blip, new deployment) is fetched again next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const view = lazy(() => {
    if (!loaded) return preload();
    const ready = loaded;
    // React.lazy reads a thenable that settles synchronously as a resolved module.
    return { then: (resolve: (value: { default: ComponentType }) => void) => resolve(ready) } as Promise<{ default: ComponentType }>;
  });
  return Object.assign(view, { preload });
}

/** /<resource>/new: a child route, which react-router ranks above the detail route /<resource>/:id. */
export const newRoute = (element: ComponentType) => createElement(Route, { path: 'new', element: createElement(element) });
