import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataProvider } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { createFakeAuthProvider, createRestAuthProvider, type MarketplaceAuthProvider } from '../providers/auth';
import { createGraphQLDataProvider } from '../providers/graphql';
import { App } from './App';
import { isDemoMode } from './demoMode';
import { createAppRouter } from './router';
import { initialListRequest, withListPrefetch } from './listPrefetch';
import { preloadRoute } from './routePreload';

/** Pages shown to unsigned visitors: no session to check before they render. */
const PUBLIC_PATHS = ['/login', '/signup'];
const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The providers, in the order their requests should leave (the browser runs six at a time): the
 * session check first (the list's data waits on it), then the GraphQL engine, which the GraphQL
 * provider starts fetching as it is made (off the sign-in pages).
 */
interface Providers {
  dataProvider: DataProvider;
  authProvider: MarketplaceAuthProvider;
  /** The session check already under way (the real console, off the sign-in pages). */
  session?: Promise<void>;
}

async function pickProviders(): Promise<Providers> {
  if (isDemoMode(window.location.search, window.localStorage, import.meta.env.VITE_DEMO)) {
    // Loaded only in demo mode, so the real console does not ship the demo data generator.
    const { createFakeDataProvider } = await import('../providers/fake');
    return {
      dataProvider: createFakeDataProvider(),
      authProvider: createFakeAuthProvider({ storage: window.localStorage }),
    };
  }
  const auth = isPublicPath(window.location.pathname) ? { authProvider: createRestAuthProvider() } : startSession(createRestAuthProvider());
  return { ...auth, dataProvider: await createGraphQLDataProvider() };
}

/**
 * Starts the session check now, beside the chunk downloads, instead of after the first render;
 * react-admin's first checkAuth is answered by it (later ones ask the provider, which caches the
 * profile), so a signed-out visit still makes one /api/me request.
 */
function startSession(authProvider: MarketplaceAuthProvider): { authProvider: MarketplaceAuthProvider; session: Promise<void> } {
  let early: Promise<void> | undefined = authProvider.checkAuth({});
  const session = early;
  session.catch(() => undefined);
  const wrapped: MarketplaceAuthProvider = {
    ...authProvider,
    checkAuth(params) {
      const answer = early ?? authProvider.checkAuth(params);
      early = undefined;
      return answer;
    },
  };
  return { authProvider: wrapped, session };
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { pathname, search } = window.location;
  // In parallel: the session, the GraphQL engine, the view the address opens and, once the
  // session is known good, the first page of the list the address opens.
  const providers = pickProviders();
  const view = preloadRoute(pathname);
  const { authProvider, session } = await providers;
  let { dataProvider } = await providers;
  if (session) dataProvider = withListPrefetch(dataProvider, initialListRequest({ pathname, search }), session);
  // Rendering once the view is in means no Suspense fallback on the way to it.
  await view;
  const router = createAppRouter(<App dataProvider={dataProvider} authProvider={authProvider} />);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
