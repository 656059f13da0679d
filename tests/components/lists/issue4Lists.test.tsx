/**
 * The lists of job seekers, employers and job applications (spec §2, issue 4): the location
 * columns' fallbacks, each list's filter columns, and the application status dot's colour.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

const person = (id: string, fullName: string, details: Record<string, string | null>, preferred: string[] = []) => ({
  id,
  _id: id,
  personalDetails: { fullName, email: `${id}@example.test`, address: null, city: null, state: null, country: null, ...details },
  jobPreferences: { location: preferred },
  createdAt: '2025-03-01T10:00:00.000Z',
});

const SEEKERS = [
  person('s1', 'All Parts', { city: 'Mumbai', state: 'Maharashtra', country: 'India', address: '1 Zaveri Bazaar' }, ['Surat']),
  person('s2', 'State Only', { state: 'Gujarat', address: '2 Ring Road' }, ['Surat']),
  person('s3', 'Address Only', { address: '3 Johari Bazaar' }, ['Jaipur']),
  person('s4', 'Preferred Only', { address: '  ' }, ['Pune', ' ', 'Goa']),
  person('s5', 'Nothing Known', {}),
];

const EMPLOYERS = [
  person('e1', 'Ravi Mehta', { city: 'Mumbai', country: 'India' }),
  person('e2', 'Clara Stone', { state: 'LDN' }),
  // Employers have no address or preferred-location fallback: only a dash.
  person('e3', 'No Place', { address: '4 Opera House' }, ['Surat']),
];

const APPLICATIONS = ['accepted', 'pending', 'rejected'].map((status, i) => ({
  id: `a${i}`,
  _id: `a${i}`,
  name: `Applicant ${status}`,
  designation: 'Gemologist',
  companyName: 'Aurum Jewels',
  location: 'Jaipur',
  status,
  createdAt: '2025-03-01T10:00:00.000Z',
}));

const ROWS: Record<string, unknown[]> = { jobseekers: SEEKERS, employers: EMPLOYERS, 'job-applications': APPLICATIONS };

function open(resource: string) {
  const { provider, lastFilter } = listProvider(async (r) => {
    const data = ROWS[r] ?? [];
    return { data: data as never[], total: data.length };
  });
  return { ...renderConsole(`/${resource}`, provider), lastFilter };
}

/** The text of a row's cell under a column header. */
async function cellOf(rowText: string, header: string) {
  const row = (await screen.findByText(rowText, undefined, FIRST_ROW_TIMEOUT)).closest('tr') as HTMLElement;
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
  return within(row).getAllByRole('cell')[headers.indexOf(header)];
}

describe('/jobseekers Location', () => {
  it.each([
    ['All Parts', 'Mumbai, Maharashtra, India'],
    ['State Only', 'Gujarat'],
    ['Address Only', '3 Johari Bazaar'],
    ['Preferred Only', 'Pune, Goa'],
    ['Nothing Known', '-'],
  ])('%s: city, state, country, then the address or preferred locations, else a dash', async (name, location) => {
    open('jobseekers');
    expect(await cellOf(name, 'Location')).toHaveTextContent(new RegExp(`^${location}$`));
  });
});

describe('/employers Location', () => {
  it.each([
    ['Ravi Mehta', 'Mumbai, India'],
    ['Clara Stone', 'LDN'],
    ['No Place', '-'],
  ])('%s: city, state and country joined, missing parts skipped, else a dash', async (name, location) => {
    open('employers');
    expect(await cellOf(name, 'Location')).toHaveTextContent(new RegExp(`^${location}$`));
  });
});

describe('filter columns', () => {
  it.each([
    ['jobseekers', 'All Parts', ['Name', 'Email', 'Location', 'Skills']],
    ['employers', 'Ravi Mehta', ['Name', 'Email', 'City', 'State', 'Country']],
    ['job-applications', 'Applicant pending', ['Name', 'Designation', 'Company Name', 'Status', 'Location']],
  ])('/%s offers its spec filters', async (resource, firstRow, columns) => {
    const { user } = open(resource);
    await screen.findByText(firstRow, undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    const column = drawer.getByLabelText('Column') as HTMLSelectElement;
    expect([...column.options].map((o) => o.text)).toEqual(columns);
  });
});

describe('/jobseekers filter keys', () => {
  it('applies Name and Skills from the drawer as the §7 keys, in the request and the URL', async () => {
    const { user, url, lastFilter } = open('jobseekers');
    await screen.findByText('All Parts', undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(drawer.getAllByLabelText('Column')[1], 'Skills');
    await user.type(drawer.getByRole('textbox', { name: 'Skills' }), 'CAD');
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));
    await waitFor(() => expect(lastFilter('jobseekers')).toEqual({ 'personalDetails.fullName': 'Asha', skills: 'CAD' }));
    expect(new URLSearchParams(url().split('?')[1]).get('filter_personalDetails.fullName')).toBe('Asha');
    expect(new URLSearchParams(url().split('?')[1]).get('filter_skills')).toBe('CAD');
  });
});

describe('/job-applications Status', () => {
  it.each([
    ['accepted', 'Accepted', 'success.main'],
    ['pending', 'Pending', 'warning.main'],
    ['rejected', 'Rejected', 'error.main'],
  ])('a %s application shows %s with a dot in its colour', async (status, label, colour) => {
    open('job-applications');
    const cell = await cellOf(`Applicant ${status}`, 'Status');
    expect(cell).toHaveTextContent(new RegExp(`^${label}$`));
    expect(cell.querySelector('[data-colour]')).toHaveAttribute('data-colour', colour);
  });
});
