import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataProvider } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { createFakeAuthProvider, createRestAuthProvider, type MarketplaceAuthProvider } from '../providers/auth';
import { App } from './App';
import { isDemoMode } from './demoMode';
import { createAppRouter } from './router';

async function pickProviders(): Promise<{ dataProvider: DataProvider; authProvider: MarketplaceAuthProvider }> {
  if (isDemoMode(window.location.search, window.localStorage, import.meta.env.VITE_DEMO)) {
    // Loaded only in demo mode, so the real console does not ship the demo data generator.
    const { createFakeDataProvider } = await import('../providers/fake');
    return {
      dataProvider: createFakeDataProvider(),
      authProvider: createFakeAuthProvider({ storage: window.localStorage }),
    };
  }
  const { createGraphQLDataProvider } = await import('../providers/graphql');
  return { dataProvider: await createGraphQLDataProvider(), authProvider: createRestAuthProvider() };
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const providers = await pickProviders();
  const router = createAppRouter(<App {...providers} />);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
