/**
 * /user-rbac at a phone's width (issue 13): the permissions table shows one role at a time behind
 * tabs, and the staff list keeps name, role and actions in view (email and status under them).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../providers/auth';
import { pretendPhoneWidth } from '../resources/harness';
import { renderApp } from '../shell/harness';
import { aMember, anEvent, fakeStaffApi } from './fakeStaffApi';

vi.mock('../../../resources', () => import('../shell/stubResources'));
vi.mock('../../../resources/i18n', () => import('../shell/stubResourceI18n'));

const openUserRbac = () =>
  renderApp('/user-rbac', { signedIn: true, user: { ...DEMO_PROFILE, role: 'Super Admin' }, staff: fakeStaffApi([anEvent()], [aMember({ mustChangePassword: true })]) });

const rightsOf = (resource: string) =>
  within(document.querySelector(`[data-resource="${resource}"]`) as HTMLElement)
    .queryAllByText(/./)
    .map((chip) => chip.textContent);

describe('User RBAC on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = pretendPhoneWidth();
  });
  afterEach(() => restore());

  it('shows one role’s rights at a time, chosen with tabs', async () => {
    const { user } = openUserRbac();
    const tabs = await screen.findByRole('tablist', { name: 'Role' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Super Admin', 'Admin', 'Recruiter', 'Viewer']);
    expect(screen.getByText('Everything, including staff accounts and roles.')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-resource="staff"]')).toHaveLength(1);
    expect(rightsOf('staff')).toContain('Manage staff');
    await user.click(within(tabs).getByRole('tab', { name: 'Recruiter' }));
    expect(screen.getByText(/^Views everything;/)).toBeInTheDocument();
    expect(rightsOf('staff')).toEqual(['No access']);
    expect(rightsOf('jobs')).not.toContain('Delete');
    expect(rightsOf('jobs')).toContain('Run AI');
  });

  it('keeps name, role and actions in the staff list, with email and status under them', async () => {
    openUserRbac();
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Role', 'Actions']);
    const row = await within(table).findByRole('row', { name: /Ravi Mehta/ });
    expect(row).toHaveTextContent('ravi.recruiter@example.com');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Temporary password')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Actions for ravi.recruiter@example.com' })).toBeInTheDocument();
  });
});

describe('User RBAC on a desktop', () => {
  it('shows every role side by side, each with what it is for', async () => {
    openUserRbac();
    const grid = await screen.findByRole('table', { name: 'Permissions' });
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toBe('Resource');
    expect(headers[3]).toBe('RecruiterViews everything; creates and edits jobs, job seekers and applications, adds notes, runs AI. No deletes or approvals.');
    expect(document.querySelectorAll('[data-resource="staff"]')).toHaveLength(4);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
