import { useEffect, useRef, useState } from 'react';
import { useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorText, showsLoginForm, useSession } from '../../../providers/auth';
import { Loader } from '../../../ui/components/Loader';
import { useLastLocation } from '../../layout/lastLocation';
import { AuthShell } from './AuthShell';
import { type LoginFields, LoginForm } from './LoginForm';
import { HOME_PATH } from '../../../ui/paths';
import { nextLocation } from './redirect';

/**
 * /login (spec §2): the form shows only while the status is idle, failed or logout; a signed-in
 * visitor goes back to where they came from, or to /jobs.
 */
export function LoginPage() {
  const translate = useTranslate();
  const session = useSession();
  const checkAuth = useCheckAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginFields>({ email: '', password: '' });
  const locationState = useRef(location.state);
  const lastLocation = useLastLocation();
  const cameFrom = useRef(lastLocation && !lastLocation.startsWith('/login') ? lastLocation : undefined);

  const justLoggedOut = useRef(session.status === 'logout');

  useEffect(() => {
    // Right after a logout there is no session to look for: show the form at once.
    if (justLoggedOut.current) return;
    checkAuth({}, false)
      .then(() => {
        navigate(nextLocation(locationState.current) ?? cameFrom.current ?? HOME_PATH, { replace: true });
      })
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submit = () => {
    // The provider records the failure in the session store; the form reads it from there.
    login(values, nextLocation(location.state) ?? HOME_PATH).catch(() => undefined);
  };

  const failedLogin = session.status === 'failed' && session.operation === 'login';
  const error = failedLogin ? (errorText(session.error) ?? translate('app.login.failed')) : null;

  return (
    <AuthShell title={translate('app.login.title')}>
      {showsLoginForm(session.status) ? (
        <LoginForm values={values} onChange={setValues} onSubmit={submit} error={error} />
      ) : (
        <Loader />
      )}
    </AuthShell>
  );
}
