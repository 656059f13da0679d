import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { showsSessionLoader, useSession } from '../../providers/auth';
import { Loader } from '../../ui/components/Loader';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { useTrackLastLocation } from './lastLocation';
import { KeyboardShortcuts } from './shortcuts/KeyboardShortcuts';
import { usePrefetchLazyPages } from '../pages/lazyPages';

/** One navigation sidebar and the main area; a loader until the session profile is known. */
export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  useTrackLastLocation();
  usePrefetchLazyPages();
  return (
    <Layout appBar={AppBar} menu={AppMenu} error={AppError} sx={{ '& .RaLayout-content': { px: { xs: 1, sm: 3 }, py: 2 } }}>
      {showsSessionLoader(session) ? <Loader /> : children}
      <KeyboardShortcuts />
    </Layout>
  );
}
