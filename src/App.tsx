import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  type DataProvider,
  type I18nProvider,
  Resource,
  type Store,
  localStorageStore,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { MarketplaceAuthProvider } from '../providers/auth';
import { RESOURCES } from '../resources';
import { Loader } from '../ui/components/Loader';
import { GlobalNotification } from '../ui/components/notification';
import { ToastProvider } from '../ui/components/toast';
import { createI18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { withUserTheme } from './layout/theme/userThemeStore';
import { DashboardPage, HrPage } from './pages/coming-soon/PlaceholderPages';
import { LoginPage } from './pages/login/LoginPage';
import { HOME_PATH } from '../ui/paths';
import { NotFound } from './pages/not-found/NotFound';
import { ProfilePage } from './pages/profile/ProfilePage';
import { SignUpPage } from './pages/signup/SignUpPage';
import { ActivityPage, UserRbacPage } from './pages/lazyPages';
import { AccessDenied } from '../ui/access/AccessDenied';
import { withPasswordGate } from '../ui/access/PasswordGate';
import { darkTheme, theme } from './theme';

export interface AppProps {
  dataProvider: DataProvider;
  authProvider: MarketplaceAuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
  /** react-admin's query client; start-up hands one that already holds the session check's answer. */
  queryClient?: QueryClient;
}

/** '/' is not a page of its own: it opens the jobs list (spec §2). */
function RedirectHome() {
  return <Navigate to={HOME_PATH} replace />;
}

/**
 * A resource's pages are /<r>, /<r>/new and /<r>/<id> (resources/viewLoaders resourceRouteOf reads
 * addresses the same way at start-up). react-admin's detail route is `:id/*`, so without this
 * /jobs/{id}/edit would show the job and /companies/new/x would load a company "new": anything
 * below a record is an unknown path (spec §2). React Router ranks this route above `:id/*`.
 */
const BELOW_A_RECORD = <Route path=":id/:below/*" element={<NotFound />} />;

/** The layout, holding a person with a temporary password on /user-details (issue 13). */
const GatedLayout = withPasswordGate(AppLayout);

function FullScreenLoader() {
  return <Loader fullScreen />;
}

/**
 * The console: react-admin with the shell's layout, pages and the resources. It renders inside
 * whatever router the caller gives it (the browser router in start.tsx, a memory router in tests).
 */
export function App({ dataProvider, authProvider, i18nProvider, store, queryClient }: AppProps) {
  const i18n = useMemo(() => i18nProvider ?? createI18nProvider(), [i18nProvider]);
  // The light/dark choice is kept per signed-in user (src/layout/theme/userThemeStore).
  const appStore = useMemo(
    () => withUserTheme(store ?? localStorageStore(undefined, 'jewel-admin'), window.localStorage),
    [store],
  );
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18n}
      store={appStore}
      queryClient={queryClient}
      theme={theme}
      darkTheme={darkTheme}
    >
      <ToastProvider>
        <AdminUI
          title="app.name"
          layout={GatedLayout}
          loginPage={LoginPage}
          dashboard={RedirectHome}
          catchAll={NotFound}
          loading={FullScreenLoader}
          notification={GlobalNotification}
          accessDenied={AccessDenied}
          requireAuth
          disableTelemetry
        >
          {RESOURCES.map((entry) => (
            <Resource key={entry.name} name={entry.name} {...entry.props}>
              {entry.props.children}
              {BELOW_A_RECORD}
            </Resource>
          ))}
          <CustomRoutes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/hr" element={<HrPage />} />
            <Route path="/user-rbac" element={<UserRbacPage />} />
            <Route path="/activity" element={<ActivityPage />} />
            <Route path="/user-details" element={<ProfilePage />} />
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/signup" element={<SignUpPage />} />
          </CustomRoutes>
        </AdminUI>
      </ToastProvider>
    </AdminContext>
  );
}
