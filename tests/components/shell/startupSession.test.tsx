/**
 * Start-up's query client (src/start.tsx): when the session check sent before the console's code
 * has already found a signed-in person, react-admin's own check starts with that answer and the
 * first render is the page, not its loading screen; a check still on its way, or a signed-out
 * visit, renders as before (the loader, then the page or the sign-in form). The seed is keyed as
 * ra-core keys its check: if an upgrade renames the key, the first test fails.
 */
import { act, render, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, createFakeAuthTransport } from '../../../providers/auth';
import { App } from '../../../src/App';
import { createAppRouter } from '../../../src/router';
import { createStartQueryClient } from '../../../src/start';
import { stubDataProvider } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

async function start(signedIn: boolean, answered: boolean) {
  const authProvider = createAuthProvider(createFakeAuthTransport({ signedIn }));
  // what startSession does before the console renders: the session check, already answered or not
  const check = authProvider.checkAuth({}).then(
    () => true,
    () => false,
  );
  if (answered) await check;
  const queryClient: QueryClient = await createStartQueryClient(answered ? check : new Promise<boolean>(() => undefined));
  const router = createAppRouter(<App dataProvider={stubDataProvider} authProvider={authProvider} store={memoryStore()} queryClient={queryClient} />, {
    initialEntries: ['/jobs'],
  });
  // the first render alone: no timers run, so react-admin's queries cannot answer yet
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('start-up query client', () => {
  it('signed in and answered: the first render is the page (app bar and list), no loading screen', async () => {
    await start(true, true);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'jobs list' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it('a session check still on its way: the loading screen first, as before', async () => {
    await start(true, false);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'jobs list' })).toBeInTheDocument();
  });

  it('signed out: nothing seeded, the sign-in form', async () => {
    const router = await start(false, true);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
