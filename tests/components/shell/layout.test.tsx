import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../providers/auth';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

const openAccountMenu = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
};

describe('layout (spec §2)', () => {
  it('shows a loader while the session is being checked', async () => {
    renderApp('/jobs', { signedIn: true, delayMs: 200 });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'jobs list' })).toBeInTheDocument();
  });

  it('lists the eight navigation entries in the spec order with their paths', async () => {
    renderApp('/jobs', { signedIn: true });
    await screen.findByRole('heading', { name: 'jobs list' });
    const nav = document.querySelector('.RaSidebar-fixed') as HTMLElement;
    const links = within(nav).getAllByRole('menuitem');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Dashboard',
      'Jobs',
      'Companies',
      'Job Seekers',
      'Employers',
      'HR',
      'Job Applications',
      'User RBAC',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/jobs',
      '/companies',
      '/jobseekers',
      '/employers',
      '/hr',
      '/job-applications',
      '/user-rbac',
    ]);
  });

  it('uses the resource icons for resource entries', async () => {
    renderApp('/jobs', { signedIn: true });
    await screen.findByRole('heading', { name: 'jobs list' });
    const jobsLink = screen.getAllByRole('menuitem').find((link) => link.getAttribute('href') === '/jobs');
    expect(jobsLink?.querySelector('[data-testid="WorkIcon"]')).not.toBeNull();
  });

  it("shows the user's initials and a menu with the disabled role line, Profile and Logout", async () => {
    const { user, url } = renderApp('/jobs', { signedIn: true });
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('AH');
    const menu = await openAccountMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Role: Super Admin');
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveTextContent('Profile');
    expect(items[2]).toHaveTextContent('Logout');
    await user.click(items[1]);
    await waitFor(() => expect(url()).toBe('/user-details'));
  });

  it("defaults the role line to 'Super Admin' when the profile has no role", async () => {
    const { user } = renderApp('/jobs', {
      signedIn: true,
      user: { ...DEMO_PROFILE, role: '', personalDetails: { firstName: 'zoe', lastName: 'quill', email: 'z@q.io' } },
    });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('ZQ');
    const menu = await openAccountMenu(user);
    expect(within(menu).getByText('Role: Super Admin')).toBeInTheDocument();
  });

  it('shows the role the server gives', async () => {
    const { user } = renderApp('/jobs', { signedIn: true, user: { ...DEMO_PROFILE, role: 'Recruiter' } });
    const menu = await openAccountMenu(user);
    expect(within(menu).getByText('Role: Recruiter')).toBeInTheDocument();
  });

  it('logs out to /login, and the next visit asks to sign in again', async () => {
    const { user, url, router, authProvider } = renderApp('/jobs', { signedIn: true });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(url()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(authProvider.session.getState()).toMatchObject({ status: 'logout', profile: null });
    await router.navigate('/companies');
    await waitFor(() => expect(url()).toBe('/login'));
  });
});

describe('placeholder pages', () => {
  it('shows the Analytics Dashboard as coming in Q3 2025', async () => {
    renderApp('/dashboard', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Expected: Q3 2025')).toBeInTheDocument();
    expect(
      screen.getByText('This feature is currently under development and will be available soon.'),
    ).toBeInTheDocument();
  });

  it('shows the HR Management System as coming in Q3 2025', async () => {
    renderApp('/hr', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'HR Management System' })).toBeInTheDocument();
    expect(screen.getByText('Expected: Q3 2025')).toBeInTheDocument();
  });

  it('shows the User RBAC title and description', async () => {
    renderApp('/user-rbac', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'User RBAC' })).toBeInTheDocument();
    expect(
      screen.getByText('role-based access control for managing user permissions and access levels'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });
});
