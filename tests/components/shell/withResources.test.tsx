/** The shell with the real resources and the offline demo's data provider: the sign-in journey. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { createFakeDataProvider } from '../../../providers/fake';
import { renderApp } from './harness';

const dataProvider = () =>
  createFakeDataProvider({
    seed: 7,
    counts: { companies: 6, employers: 6, jobs: 12, jobSeekers: 8, applications: 6, companyRequests: 3 },
  });

describe('the console with its real resources', () => {
  it('signs in from /jobs?page=0 and comes back to the jobs list with rows', async () => {
    const { user, url } = renderApp('/jobs?page=0', { dataProvider: dataProvider() });
    await user.type(await screen.findByLabelText(/email/i), DEMO_USER.email);
    await user.type(screen.getByLabelText(/password/i), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(url()).toBe('/jobs?page=0'));
    expect(await screen.findByRole('columnheader', { name: 'Title' }, { timeout: 10_000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it('shows every navigation entry beside a resource list', async () => {
    renderApp('/companies', { dataProvider: dataProvider(), signedIn: true });
    const nav = await waitFor(() => {
      const element = document.querySelector('.RaSidebar-fixed');
      if (!element) throw new Error('no sidebar yet');
      return element as HTMLElement;
    });
    expect(within(nav).getAllByRole('menuitem')).toHaveLength(8);
  });

  it('sends the user to /login when a data call answers 401, and back after signing in', async () => {
    const base = dataProvider();
    let expired = true;
    const provider = {
      ...base,
      getList: ((resource, params) => {
        if (expired) return Promise.reject(new HttpError('Please sign in to continue.', 401));
        return base.getList(resource, params);
      }) as typeof base.getList,
    };
    const { user, url, authProvider } = renderApp('/companies?page=0', { dataProvider: provider, signedIn: true });
    await waitFor(() => expect(url()).toBe('/login'));
    expect(authProvider.session.getState().profile).toBeNull();
    expired = false;
    await user.type(await screen.findByLabelText(/email/i), DEMO_USER.email);
    await user.type(screen.getByLabelText(/password/i), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(url()).toBe('/companies?page=0'));
  });
});
