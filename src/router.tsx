import type { ReactElement } from 'react';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router the console runs in: the browser's history, or an in-memory one starting at
 * `initialEntries` (tests). No errorElement, so react-router's default page reads
 * 'Unexpected Application Error!' (spec §2) for anything the layout's boundary does not catch.
 */
export function createAppRouter(app: ReactElement, options: { initialEntries?: string[] } = {}): AppRouter {
  const routes = [{ path: '*', element: app }];
  return options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
}
