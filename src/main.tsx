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

async function pickProviders(): Promise<{ dataProvider: DataProvider; authProvider: MarketplaceAuthProvider }> {
  if (isDemoMode(window.location.search, window.localStorage, import.meta.env.VITE_DEMO)) {
    // Loaded only in demo mode, so the real console does not ship the demo data generator.
    const { createFakeDataProvider } = await import('../providers/fake');
    return {
      dataProvider: createFakeDataProvider(),
      authProvider: createFakeAuthProvider({ storage: window.localStorage }),
    };
  }
  // The provider answers at once and, off the sign-in page, starts fetching its GraphQL engine.
  return { dataProvider: await createGraphQLDataProvider(), authProvider: createRestAuthProvider() };
}

const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * Starts the session check now, beside the chunk downloads, instead of after the first render;
 * react-admin's first checkAuth is answered by it (later ones ask the provider, which caches the
 * profile), so a signed-out visit still makes one /api/me request.
 */
function withEarlySessionCheck(authProvider: MarketplaceAuthProvider): { authProvider: MarketplaceAuthProvider; session: Promise<void> } {
  let early: Promise<void> | undefined = authProvider.checkAuth({});
  const session = early;
  session.catch(() => undefined);
  return {
    session,
    authProvider: {
      ...authProvider,
      checkAuth(params) {
        const answer = early ?? authProvider.checkAuth(params);
        early = undefined;
        return answer;
      },
    },
  };
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { pathname, search } = window.location;
  // In parallel: the view the address opens, the providers (and the GraphQL engine), the session
  // and, once the session is known good, the first page of the list the address opens.
  const view = preloadRoute(pathname);
  const providers = await pickProviders();
  let { authProvider, dataProvider } = providers;
  if (!isPublicPath(pathname)) {
    const early = withEarlySessionCheck(authProvider);
    authProvider = early.authProvider;
    dataProvider = withListPrefetch(dataProvider, initialListRequest({ pathname, search }), early.session);
  }
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
