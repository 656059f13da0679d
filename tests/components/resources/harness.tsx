/** Renders the real console (<App>) at a path, signed in, with a given data provider and a fresh store. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import type { DataProvider, GetListParams } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAuthProvider, createFakeAuthTransport } from '../../../providers/auth';
import { App } from '../../../src/App';

export function renderConsole(path: string, dataProvider: DataProvider) {
  const authProvider = createAuthProvider(createFakeAuthTransport({ signedIn: true }));
  const router = createMemoryRouter(
    [{ path: '*', element: <App dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()} /> }],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, url };
}

/** Records every getList call made through the provider. */
export function spyOnLists<P extends DataProvider>(provider: P) {
  const calls: Array<{ resource: string; params: GetListParams }> = [];
  const spied: P = {
    ...provider,
    getList: (resource: string, params: GetListParams) => {
      calls.push({ resource, params });
      return provider.getList(resource, params);
    },
  };
  return { provider: spied, calls };
}

/** Makes MUI's useMediaQuery see a phone-width screen until the returned function is called. */
export function pretendPhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
