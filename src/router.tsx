import type { ReactElement } from 'react';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { RouterErrorPage } from './layout/RouterErrorPage';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router the console runs in: the browser's history, or an in-memory one starting at
 * `initialEntries` (tests). Its error element keeps the words of react-router's default page,
 * 'Unexpected Application Error!' (spec §2), for anything the layout's boundary does not catch,
 * but in plain words with Reload instead of the raw error and stack.
 */
export function createAppRouter(app: ReactElement, options: { initialEntries?: string[] } = {}): AppRouter {
  const routes = [{ path: '*', element: app, errorElement: <RouterErrorPage /> }];
  return options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
}
