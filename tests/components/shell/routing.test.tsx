import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string = DEMO_USER.email, password: string = DEMO_USER.password) {
  await user.type(await screen.findByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('access and navigation (spec §2)', () => {
  it('sends an unsigned visitor to /login, then back to the same path and query after signing in', async () => {
    const { user, url } = renderApp('/jobseekers?page=3&filter_name=ruby');
    await waitFor(() => expect(url()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'jobseekers list' })).toBeInTheDocument();
    expect(url()).toBe('/jobseekers?page=3&filter_name=ruby');
    expect(screen.getByTestId('location')).toHaveTextContent('/jobseekers?page=3&filter_name=ruby');
  });

  it('lands on /jobs after signing in from a bare /login', async () => {
    const { user, url } = renderApp('/login');
    await signIn(user);
    await waitFor(() => expect(url()).toBe('/jobs'));
    expect(await screen.findByRole('heading', { name: 'jobs list' })).toBeInTheDocument();
  });

  it('shows the server message and keeps the form after a wrong password', async () => {
    const { user, url } = renderApp('/login');
    await signIn(user, DEMO_USER.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toHaveValue(DEMO_USER.email);
    expect(url()).toBe('/login');
  });

  it('hides the form and shows a loader while signing in', async () => {
    const { user, authProvider } = renderApp('/login', { delayMs: 150 });
    await screen.findByRole('button', { name: 'Sign In' });
    await signIn(user);
    await waitFor(() => expect(authProvider.session.getState().status).toBe('loading'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /login to /jobs', async () => {
    const { url } = renderApp('/login', { signedIn: true });
    await waitFor(() => expect(url()).toBe('/jobs'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor of /login back to where they came from', async () => {
    const { url, router } = renderApp('/companies?page=1', { signedIn: true });
    await screen.findByRole('heading', { name: 'companies list' });
    await router.navigate('/login');
    await waitFor(() => expect(url()).toBe('/companies?page=1'));
  });

  it('sends a visitor who signed in with the form and then opens /login back to their page', async () => {
    const { user, url, router } = renderApp('/login');
    await signIn(user);
    await screen.findByRole('heading', { name: 'jobs list' });
    await router.navigate('/employers?page=2');
    await screen.findByRole('heading', { name: 'employers list' });
    await router.navigate('/login');
    await waitFor(() => expect(url()).toBe('/employers?page=2'));
  });

  it("redirects '/' to /jobs", async () => {
    const { url } = renderApp('/', { signedIn: true });
    await waitFor(() => expect(url()).toBe('/jobs'));
    expect(await screen.findByRole('heading', { name: 'jobs list' })).toBeInTheDocument();
  });

  it('shows the 404 text on an unknown path', async () => {
    renderApp('/nowhere/at-all', { signedIn: true });
    expect(
      await screen.findByText('404 Page Not Found - The page you are looking for does not exist.'),
    ).toBeInTheDocument();
  });

  it('says "404" once on the not-found page, in the spec sentence (no bar title or numeral repeating it)', async () => {
    renderApp('/nowhere/at-all', { signedIn: true });
    const sentence = await screen.findByRole('heading', { name: '404 Page Not Found - The page you are looking for does not exist.' });
    expect(sentence).toBeInTheDocument();
    expect(document.body.textContent?.match(/404/g)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('keeps the Sign Up page public and links it both ways', async () => {
    const { user, url } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Sign Up' }));
    await waitFor(() => expect(url()).toBe('/signup'));
    expect(await screen.findByText(/Staff accounts are created by an administrator/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    await waitFor(() => expect(url()).toBe('/login'));
  });

  it("shows 'Unexpected Application Error!' when a page crashes, keeping the layout", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/employers?crash=1', { signedIn: true });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('employers list crashed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
