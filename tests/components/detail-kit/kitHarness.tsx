/** Renders kit pieces inside react-admin (i18n, data provider, toasts) on a data router, as the console does. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, type DataProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { Route, Routes, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../../../ui/components/toast';
import { createI18nProvider } from '../../../src/i18n';

export interface KitRenderOptions {
  dataProvider?: DataProvider;
  path?: string;
  routePath?: string;
  resource?: string;
}

const noData = {} as DataProvider;

export function renderKit(ui: ReactElement, options: KitRenderOptions = {}) {
  const { dataProvider = noData, path = '/companies/c1', routePath = '/companies/:id', resource = 'companies' } = options;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
            <ToastProvider>
              <ResourceContextProvider value={resource}>
                <Routes>
                  <Route path={routePath} element={ui} />
                  <Route path={`/${resource}`} element={<p>The list page</p>} />
                </Routes>
              </ResourceContextProvider>
            </ToastProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, path: () => router.state.location.pathname };
}
