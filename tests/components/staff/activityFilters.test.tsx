/**
 * The Activity screen's filters (issue 13): the staff member is picked from the staff list by name
 * or email and kept as filter_actor; entity and action are choices; all live in the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../providers/auth';
import { renderApp } from '../shell/harness';
import { anEvent, fakeStaffApi } from './fakeStaffApi';

vi.mock('../../../resources', () => import('../shell/stubResources'));
vi.mock('../../../resources/i18n', () => import('../shell/stubResourceI18n'));

function openActivity(path = '/activity', role = 'Admin') {
  const staff = fakeStaffApi([anEvent()]);
  const view = renderApp(path, { signedIn: true, user: { ...DEMO_PROFILE, role }, staff });
  return { ...view, staff };
}

const lastActivityFilters = (staff: ReturnType<typeof fakeStaffApi>) => staff.activity.mock.calls.at(-1)?.[0];

describe('Activity filters', () => {
  it('picks a staff member by part of the name and keeps their email in the address', async () => {
    const { user, url, staff } = openActivity();
    const field = await screen.findByRole('combobox', { name: 'Staff member' });
    await user.type(field, 'joann');
    const option = await screen.findByRole('option', { name: /Joann Picker/ });
    expect(within(option).getByText('joann@picker.test')).toBeInTheDocument();
    await waitFor(() => expect(staff.activityStaff).toHaveBeenLastCalledWith('joann'));
    // typing alone searches the staff list; the events are not filtered until someone is picked
    expect(url()).toBe('/activity');
    await user.click(option);
    await waitFor(() => expect(url()).toBe('/activity?filter_actor=joann%40picker.test'));
    await waitFor(() => expect(lastActivityFilters(staff)).toMatchObject({ actor: 'joann@picker.test' }));
    expect(field).toHaveValue('joann@picker.test');
  });

  it('reads the picked staff member from a linked address and clears it', async () => {
    const { user, url, staff } = openActivity('/activity?filter_actor=ann%40picker.test&page=2');
    const field = await screen.findByRole('combobox', { name: 'Staff member' });
    expect(field).toHaveValue('ann@picker.test');
    await waitFor(() => expect(lastActivityFilters(staff)).toMatchObject({ actor: 'ann@picker.test' }));
    await user.clear(field);
    await user.tab();
    // a changed filter starts again at the first page
    await waitFor(() => expect(url()).toBe('/activity'));
  });

  it('keeps text that names no one on the list when confirmed with Enter (a former colleague)', async () => {
    const { user, url } = openActivity();
    const field = await screen.findByRole('combobox', { name: 'Staff member' });
    await user.type(field, 'gone@old.test{Enter}');
    await waitFor(() => expect(url()).toBe('/activity?filter_actor=gone%40old.test'));
  });

  it('offers the entities and actions the trail records as choices', async () => {
    const { user, url } = openActivity('/activity', 'Super Admin');
    await user.click(await screen.findByRole('combobox', { name: 'Entity' }));
    const entities = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(entities).toEqual(['Any', 'Jobs', 'Job seekers', 'Companies', 'Employers', 'Job applications', 'Company requests', 'Staff accounts', 'Files']);
    await user.click(screen.getByRole('option', { name: 'Companies' }));
    await waitFor(() => expect(url()).toBe('/activity?filter_entity=companies'));
    // the router renders the new address in a transition: wait for the screen to show it
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Entity' })).toHaveTextContent('Companies'));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const actions = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(actions).toContain('Note edited');
    expect(actions).toContain('Sign-in failed');
    await user.click(screen.getByRole('option', { name: 'Status change' }));
    await waitFor(() => expect(url()).toBe('/activity?filter_entity=companies&filter_action=status+change'));
  });

  it("offers an Admin no staff accounts' entity: their history goes with viewing staff accounts", async () => {
    const { user } = openActivity('/activity', 'Admin');
    await user.click(await screen.findByRole('combobox', { name: 'Entity' }));
    const entities = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(entities).toEqual(['Any', 'Jobs', 'Job seekers', 'Companies', 'Employers', 'Job applications', 'Company requests', 'Files']);
  });

  it('shows a Recruiter "You do not have access to this page." and asks nothing of the trail', async () => {
    const { staff } = openActivity('/activity', 'Recruiter');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Staff member' })).toBeNull();
    expect(staff.activity).not.toHaveBeenCalled();
    expect(staff.activityStaff).not.toHaveBeenCalled();
  });
});
