/** Renders one job seeker panel inside the console's providers (i18n, toasts, signed-in auth). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { createAuthProvider, createFakeAuthTransport } from '../../../providers/auth';
import { ToastProvider } from '../../../ui/components/toast';
import { createI18nProvider } from '../../../src/i18n';

export function renderPanel(ui: ReactNode, dataProvider: DataProvider) {
  const authProvider = createAuthProvider(createFakeAuthTransport({ signedIn: true }));
  const user = userEvent.setup();
  const view = render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
      <ToastProvider>{ui}</ToastProvider>
    </AdminContext>,
  );
  return { ...view, user };
}
