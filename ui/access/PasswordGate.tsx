/**
 * A person signed in with a temporary password (set by a Super Admin) is kept on /user-details
 * until they choose their own: the server refuses everything else meanwhile (issue 13).
 */
import Alert from '@mui/material/Alert';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../providers/auth';
import { mustChangePassword } from '../../providers/staff/access';

export const PROFILE_PATH = '/user-details';

export function withPasswordGate<P extends { children?: ReactNode }>(Layout: ComponentType<P>): ComponentType<P> {
  function GatedLayout(props: P) {
    const { profile } = useSession();
    const location = useLocation();
    const translate = useTranslate();
    const held = mustChangePassword(profile);
    if (held && location.pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
    return (
      <Layout {...props}>
        {held ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {translate('app.access.must_change_password')}
          </Alert>
        ) : null}
        {props.children}
      </Layout>
    );
  }
  return GatedLayout;
}
