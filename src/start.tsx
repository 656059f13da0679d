/**
 * The console proper, fetched by src/main.tsx once the start-up requests have left: picks the
 * providers (the real GraphQL and REST ones, or the offline demo's), waits for the view the
 * address opens, and renders.
 */
import { QueryClient } from '@tanstack/react-query';
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
import { resourceRouteOf } from '../resources/viewLoaders';

interface Providers {
  dataProvider: DataProvider;
  authProvider: MarketplaceAuthProvider;
  /** Settles true when the start-up session check found a signed-in person. */
  signedIn?: Promise<boolean>;
  /** The signed-in person's right to the list the address opens, asked of canAccess at once. */
  listAccess?: ListAccess;
}

export interface ListAccess {
  resource: string;
  /** canAccess's answer; undefined when it failed. */
  allowed: Promise<boolean | undefined>;
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
  const dataProvider = await createGraphQLDataProvider({ resources: RESOURCE_DEFINITIONS, early: early.list });
  if (isPublicPath(window.location.pathname)) return { authProvider: createRestAuthProvider(), dataProvider };
  const session = startSession(createRestAuthProvider({ fetch: withEarlyPermissions(withEarlySession(fetchImpl, early.session), early.permissions) }));
  return { ...session, dataProvider, listAccess: askListAccess(session.authProvider, window.location.pathname) };
}

/** Asks canAccess now (its session and permissions table are on their way) about the list the address opens. */
function askListAccess(authProvider: MarketplaceAuthProvider, pathname: string): ListAccess | undefined {
  const route = resourceRouteOf(pathname);
  if (route?.kind !== 'list' || !authProvider.canAccess) return undefined;
  const allowed = authProvider.canAccess({ resource: route.resource, action: 'list' }).catch(() => undefined);
  return { resource: route.resource, allowed };
}

/**
 * Asks for the session now (its request already left with src/boot) instead of after the first
 * render; react-admin's first checkAuth is answered by it (later ones ask the provider, which
 * caches the profile), so a signed-out visit still makes one /api/me request.
 */
function startSession(authProvider: MarketplaceAuthProvider): { authProvider: MarketplaceAuthProvider; signedIn: Promise<boolean> } {
  let early: Promise<void> | undefined = authProvider.checkAuth({});
  const signedIn = early.then(
    () => true,
    () => false,
  );
  return {
    authProvider: {
      ...authProvider,
      checkAuth(params) {
        const answer = early ?? authProvider.checkAuth(params);
        early = undefined;
        return answer;
      },
    },
    signedIn,
  };
}

/**
 * react-admin's own session check (the query behind `requireAuth` and each list's
 * useAuthenticated), keyed as ra-core keys it. When the start-up check has already found a
 * signed-in person by the time the console renders (nearly always: it left before the console's
 * chunks), the query starts with that answer, so the first render is the page itself instead of
 * react-admin's loading screen and then the page: two passes over the layout became one. The
 * query still runs (its answer is that same start-up check, see startSession). A check still on
 * its way renders the loading screen as before; a signed-out visit seeds nothing.
 */
const AUTH_CHECK_QUERY_KEY = ['auth', 'checkAuth', {}] as const;

/**
 * The list's access check (useListController's useRequireAccess), keyed as ra-core keys it: the
 * list asks for its first page only once this has an answer. Seeded with canAccess's own answer
 * when that is in, the list asks at its first render instead of one pass later.
 */
const listAccessQueryKey = (resource: string) => ['auth', 'canAccess', { action: 'list', resource, enabled: true, recordId: undefined }] as const;

/** The promise's value if it has settled already, else `otherwise`, without waiting for it. */
const settledValue = <T,>(promise: Promise<T>, otherwise: T): Promise<T> => Promise.race([promise, Promise.resolve().then(() => otherwise)]);

export async function createStartQueryClient(signedIn: Promise<boolean> | undefined, listAccess?: ListAccess): Promise<QueryClient> {
  // Only answers already in: start-up never waits for them (the loader shows while they travel).
  const queryClient = new QueryClient();
  if (!signedIn || !(await settledValue(signedIn, false))) return queryClient;
  queryClient.setQueryData(AUTH_CHECK_QUERY_KEY, true);
  const allowed = listAccess && (await settledValue(listAccess.allowed, undefined));
  if (listAccess && allowed !== undefined) queryClient.setQueryData(listAccessQueryKey(listAccess.resource), allowed);
  return queryClient;
}

export async function start(early: EarlyStart): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // In parallel: the providers (the GraphQL engine's chunk) and the view the address opens; the
  // session check, the permissions table and the list's first page are already on their way (src/boot).
  const providers = pickProviders(early);
  const view = preloadRoute(window.location.pathname);
  const { dataProvider, authProvider, signedIn, listAccess } = await providers;
  // Rendering once the view is in means no Suspense fallback on the way to it.
  await view;
  const queryClient = await createStartQueryClient(signedIn, listAccess);
  const router = createAppRouter(<App dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} />);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

