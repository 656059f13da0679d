/**
 * The console proper, fetched by src/main.tsx once the start-up requests have left: picks the
 * providers (the real GraphQL and REST ones, or the offline demo's), waits for the view the
 * address opens, and renders.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataProvider } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { createFakeAuthProvider, createRestAuthProvider, type MarketplaceAuthProvider } from '../providers/auth';
import { createGraphQLDataProvider } from '../providers/graphql';
import { RESOURCE_DEFINITIONS } from '../resources/shared/registry';
import { App } from './App';
import { type EarlyStart, isPublicPath, withEarlyPermissions, withEarlySession } from './boot/earlyStart';
import { isDemoMode } from './demoMode';
import { createAppRouter } from './router';
import { preloadRoute } from './routePreload';

interface Providers {
  dataProvider: DataProvider;
  authProvider: MarketplaceAuthProvider;
}

async function pickProviders(early: EarlyStart): Promise<Providers> {
  if (isDemoMode(window.location.search, window.localStorage, import.meta.env.VITE_DEMO)) {
    // Loaded only in demo mode, so the real console does not ship the demo data generator.
    const { createFakeDataProvider } = await import('../providers/fake');
    return {
      dataProvider: createFakeDataProvider(),
      authProvider: createFakeAuthProvider({ storage: window.localStorage }),
    };
  }
  const fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init);
  const authProvider = isPublicPath(window.location.pathname)
    ? createRestAuthProvider()
    : startSession(createRestAuthProvider({ fetch: withEarlyPermissions(withEarlySession(fetchImpl, early.session), early.permissions) }));
  return { authProvider, dataProvider: await createGraphQLDataProvider({ resources: RESOURCE_DEFINITIONS, early: early.list }) };
}

/**
 * Asks for the session now (its request already left with src/boot) instead of after the first
 * render; react-admin's first checkAuth is answered by it (later ones ask the provider, which
 * caches the profile), so a signed-out visit still makes one /api/me request.
 */
function startSession(authProvider: MarketplaceAuthProvider): MarketplaceAuthProvider {
  let early: Promise<void> | undefined = authProvider.checkAuth({});
  early.catch(() => undefined);
  return {
    ...authProvider,
    checkAuth(params) {
      const answer = early ?? authProvider.checkAuth(params);
      early = undefined;
      return answer;
    },
  };
}

export async function start(early: EarlyStart): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // In parallel: the providers (the GraphQL engine's chunk) and the view the address opens; the
  // session check, the permissions table and the list's first page are already on their way (src/boot).
  const providers = pickProviders(early);
  const view = preloadRoute(window.location.pathname);
  const { dataProvider, authProvider } = await providers;
  // Rendering once the view is in means no Suspense fallback on the way to it.
  await view;
  const router = createAppRouter(<App dataProvider={dataProvider} authProvider={authProvider} />);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

