/** The sidebar's Activity entry (issue 13): for the roles that may read the whole trail only. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../providers/auth';
import { fakeStaffApi } from '../staff/fakeStaffApi';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

async function sidebarAs(role: string, staff = fakeStaffApi()) {
  renderApp('/jobs', { signedIn: true, user: { ...DEMO_PROFILE, role }, staff });
  await screen.findByRole('heading', { name: 'jobs list' });
  const nav = document.querySelector('.RaSidebar-fixed') as HTMLElement;
  // canAccess answers once the permissions table is read: wait for it before looking.
  await vi.waitFor(() => expect(staff.permissions).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  return within(nav).getAllByRole('menuitem');
}

describe('the Activity menu entry', () => {
  it.each(['Super Admin', 'Admin'])('is offered to a %s after the spec entries, with its icon', async (role) => {
    const items = await sidebarAs(role);
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Dashboard',
      'Jobs',
      'Companies',
      'Job Seekers',
      'Employers',
      'HR',
      'Job Applications',
      'User RBAC',
      'Activity',
    ]);
    const activity = items.at(-1)!;
    expect(activity).toHaveAttribute('href', '/activity');
    expect(activity.querySelector('[data-testid="HistoryOutlinedIcon"]')).not.toBeNull();
  });

  it.each(['Recruiter', 'Viewer'])('is not offered to a %s', async (role) => {
    const items = await sidebarAs(role);
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.getAttribute('href'))).not.toContain('/activity');
  });

  it('is not offered in the offline demo, which keeps no trail', async () => {
    renderApp('/jobs', { signedIn: true });
    await screen.findByRole('heading', { name: 'jobs list' });
    const nav = document.querySelector('.RaSidebar-fixed') as HTMLElement;
    expect(within(nav).queryByRole('menuitem', { name: 'Activity' })).toBeNull();
  });
});
