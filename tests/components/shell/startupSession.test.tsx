/**
 * Start-up's query client (src/start.tsx): when the session check sent before the console's code
 * has already found a signed-in person, react-admin's own check starts with that answer and the
 * first render is the page, not its loading screen; a check still on its way, or a signed-out
 * visit, renders as before (the loader, then the page or the sign-in form). Likewise the list's
 * access check, with canAccess's own answer: the list asks for its first page at its first render.
 * The seeds are keyed as ra-core keys its queries: if an upgrade renames a key, a test here fails.
 */
import { act, render, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, type DataProvider, ListBase, memoryStore, ResourceContextProvider } from 'react-admin';
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
  // a check still on its way takes a moment, as over the network
  const authProvider = createAuthProvider(createFakeAuthTransport({ signedIn, delayMs: answered ? 0 : 300 }));
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

describe('start-up query client: the list access check', () => {
  async function firstRender(seed: boolean, accessAnswer: Promise<boolean> = Promise.resolve(true)) {
    const authProvider = createAuthProvider(createFakeAuthTransport({ signedIn: true }));
    await authProvider.checkAuth({});
    const withAccess = { ...authProvider, canAccess: vi.fn(() => accessAnswer) };
    const allowed = withAccess.canAccess();
    if (seed) await allowed;
    const queryClient = await createStartQueryClient(Promise.resolve(true), seed ? { resource: 'jobs', allowed } : undefined);
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    await act(async () => {
      render(
        <AdminContext dataProvider={{ ...stubDataProvider, getList: getList as DataProvider['getList'] }} authProvider={withAccess} queryClient={queryClient} store={memoryStore()}>
          <ResourceContextProvider value="jobs">
            <ListBase>
              <p>rows</p>
            </ListBase>
          </ResourceContextProvider>
        </AdminContext>,
      );
    });
    return getList;
  }

  it('seeded with canAccess’s answer: the list asks for its page at its first render', async () => {
    expect(await firstRender(true)).toHaveBeenCalledTimes(1);
  });

  it('not seeded: the list waits for the access check first', async () => {
    // the check's answer is held back, so how fast a loaded machine runs the first pass cannot matter
    let answer: (allowed: boolean) => void = () => undefined;
    const getList = await firstRender(false, new Promise<boolean>((resolve) => (answer = resolve)));
    expect(getList).not.toHaveBeenCalled();
    await act(async () => answer(true));
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
  });
});
