/** Renders the real <App> in a memory router with a stub data provider and the fake auth provider. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { createAuthProvider, createFakeAuthTransport, type FakeAuthOptions } from '../../../providers/auth';
import type { AuthTransport, MarketplaceAuthProvider } from '../../../providers/auth';
import { withStaffAccess } from '../../../providers/staff/access';
import type { StaffApi } from '../../../providers/staff/types';
import { App } from '../../../src/App';
import { createAppRouter } from '../../../src/router';

export const stubDataProvider: DataProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getOne: async (_resource, params) => ({ data: { id: params.id } }) as never,
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async (_resource, params) => ({ data: { ...params.data, id: 'new' } }) as never,
  update: async (_resource, params) => ({ data: { ...params.data, id: params.id } }) as never,
  updateMany: async () => ({ data: [] }),
  delete: async (_resource, params) => ({ data: { id: params.id } }) as never,
  deleteMany: async () => ({ data: [] }),
};

export interface RenderAppOptions extends FakeAuthOptions {
  /** Wrap or replace the fake transport (e.g. to make a call fail). */
  transport?: (fake: AuthTransport) => AuthTransport;
  dataProvider?: DataProvider;
  /** The server's staff routes, as the real provider has them: canAccess then follows the role. */
  staff?: StaffApi;
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fake = createFakeAuthTransport(options);
  const auth = createAuthProvider(options.transport ? options.transport(fake) : fake);
  const authProvider: MarketplaceAuthProvider = options.staff ? withStaffAccess(auth, options.staff) : auth;
  const router = createAppRouter(
    <App dataProvider={options.dataProvider ?? stubDataProvider} authProvider={authProvider} store={memoryStore()} />,
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, authProvider, user, url };
}
