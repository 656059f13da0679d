/** /jobseekers/{id}: sections, read-only until Edit Profile, the §5 rules and the §2/§8 messages. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { buildSeeker, SEEKER_ID, seekerProvider } from './seekerHarness';

const open = (provider = seekerProvider()) => ({ provider, ...renderConsole(`/jobseekers/${SEEKER_ID}`, provider) });

const section = (name: string) => screen.getByRole('region', { name });
// The first render loads the lazy screen: allow more than findBy's default second.
const loaded = () => screen.findByRole('heading', { name: 'Asha Rao', level: 1 }, { timeout: 5000 });

const labelOf = (input: HTMLElement) => (input as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim();

async function chooseAction(user: ReturnType<typeof open>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('JobSeekerShow', () => {
  it('shows every section read-only, with preferences as comma-separated text', async () => {
    open();
    expect(await loaded()).toBeInTheDocument();
    for (const title of ['Personal Information', 'Address Information', 'Job Preferences', 'Skills', 'Resume', 'Notes', 'Audit Information']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(section('Job Preferences')).getByText('Mumbai, Surat')).toBeInTheDocument();
    expect(within(section('Job Preferences')).getByText('Gemologist, CAD Designer')).toBeInTheDocument();
    expect(within(section('Job Preferences')).getByText('Full Time')).toBeInTheDocument();
    expect(within(section('Address Information')).getByText('12 Zaveri Bazaar')).toBeInTheDocument();
    expect(within(section('Skills')).getByText('Diamond Grading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Full Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Edit Profile turns the fields into inputs with the required ones marked; Exit Edit puts the values back', async () => {
    const { user } = open();
    await loaded();
    await chooseAction(user, 'Edit Profile');
    for (const label of ['Full Name', 'First Name', 'Last Name', 'Email', 'Phone']) {
      expect(labelOf(screen.getByRole('textbox', { name: label }))).toMatch(/^\S.* \*$/);
    }
    expect(labelOf(screen.getByRole('textbox', { name: 'City' }))).toBe('City');
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Pune');
    await chooseAction(user, 'Exit Edit');
    expect(within(section('Address Information')).getByText('Mumbai')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses to save without full name, email and phone, with each message under its field', async () => {
    const { user, provider } = open();
    await loaded();
    await chooseAction(user, 'Edit Profile');
    for (const label of ['Full Name', 'Email', 'Phone']) await user.clear(screen.getByRole('textbox', { name: label }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Full Name is required');
    for (const [label, message] of [['Full Name', 'Full Name is required'], ['Email', 'Email is required'], ['Phone', 'Phone is required']]) {
      const field = screen.getByRole('textbox', { name: label }).closest('.MuiFormControl-root') as HTMLElement;
      expect(within(field).getByText(message)).toBeInTheDocument();
    }
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('saves the edit with lists split from comma-separated text, reloads, toasts and leaves edit mode', async () => {
    const { user, provider } = open();
    await loaded();
    await chooseAction(user, 'Edit Profile');
    const roles = screen.getByRole('textbox', { name: 'Preferred Roles' });
    await user.clear(roles);
    await user.type(roles, ' Setter , ,Polisher,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Job Seeker success')).toBeInTheDocument();
    const data = vi.mocked(provider.update).mock.calls[0][1].data as { jobPreferences: { preferredRoles: string[] } };
    expect(data.jobPreferences.preferredRoles).toEqual(['Setter', 'Polisher']);
    await waitFor(() => expect(within(section('Job Preferences')).getByText('Setter, Polisher')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("a failed save says 'Failed to update user. Please try again later.' and keeps the edit", async () => {
    const provider = seekerProvider(undefined, { update: vi.fn(async () => Promise.reject(new Error('down'))) });
    const { user } = open(provider);
    await loaded();
    await chooseAction(user, 'Edit Profile');
    await user.type(screen.getByRole('textbox', { name: 'Education' }), ' (2019)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Failed to update user. Please try again later.'))[0]).toBeInTheDocument();
    expect(screen.getByText('Update Job Seeker failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Education' })).toHaveValue('GIA Graduate Gemologist (2019)');
  });

  it("an unknown id says 'No user data found. Please check the user ID and try again.'", async () => {
    const getOne = vi.fn(async () => Promise.reject(new HttpError('Job seeker was not found.', 404, { code: 'NOT_FOUND' })));
    renderConsole('/jobseekers/missing', seekerProvider(undefined, { getOne }));
    expect(await screen.findByText('No user data found. Please check the user ID and try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch user data. Please try again later.')).not.toBeInTheDocument();
  });

  it("a failed load says 'Failed to fetch user data. Please try again later.'", async () => {
    const provider = seekerProvider(undefined, { getOne: vi.fn(async () => Promise.reject(new Error('network'))) });
    renderConsole(`/jobseekers/${SEEKER_ID}`, provider);
    expect(await screen.findByText('Failed to fetch user data. Please try again later.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('Refresh reloads the seeker', async () => {
    const { user, provider } = open();
    await loaded();
    const before = vi.mocked(provider.getOne).mock.calls.length;
    await chooseAction(user, 'Refresh');
    await waitFor(() => expect(vi.mocked(provider.getOne).mock.calls.length).toBeGreaterThan(before));
  });

  it('shows a missing audit creator as Unknown and missing values as a dash', async () => {
    open(seekerProvider([buildSeeker({ createdBy: null, education: null })]));
    await loaded();
    expect(within(section('Audit Information')).getByText('Unknown')).toBeInTheDocument();
    expect(within(section('Personal Information')).getAllByText('-').length).toBeGreaterThan(0);
  });
});
