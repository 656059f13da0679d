/** /jobs/{jobId}: sections and their order, read-only until Edit Job, the §5 edit rules, toasts, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { COMPANIES, EXTERNAL_ID, JOB_ID, SLOW, required, buildExternalJob, buildJob, jobProvider } from './jobHarness';

const open = (id = JOB_ID, provider = jobProvider()) => ({ provider, ...renderConsole(`/jobs/${id}`, provider) });
const section = (name: string) => screen.getByRole('region', { name });
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

async function chooseAction(user: ReturnType<typeof open>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

const INTERNAL_ORDER = [
  'Job Information',
  'Company Details',
  'Description',
  'Job type/Category/Industry',
  'Job Location',
  'Salary & Other details',
  'Skills Required',
  'Education',
  'Requirements',
  'Responsibilities',
  'Interview Process',
  'Metadata',
  'Tags',
  'Audit Information',
  'Applicants',
];

describe('JobShow sections', () => {
  it('shows an internal job read-only with every section in the spec order, Metadata included', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW)).toBeInTheDocument();
    // the AI section (spec: collapsible, under an AI heading) comes first, for internal jobs only
    expect(sectionTitles()).toEqual(['AI', ...INTERNAL_ORDER]);
    expect(within(section('Job Location')).getByText('Surat')).toBeInTheDocument();
    expect(within(section('Job type/Category/Industry')).getByText('Full Time')).toBeInTheDocument();
    expect(within(section('Description')).getByText('diamonds')).toBeInTheDocument();
    expect(within(section('Skills Required')).getByText('Pavé')).toBeInTheDocument();
    expect(within(section('Salary & Other details')).getByText('31/12/2026')).toBeInTheDocument();
    expect(within(section('Metadata')).getByText('/jobs/stone-setter-a1000000')).toBeInTheDocument();
    expect(within(section('Company Details')).getByRole('link', { name: 'Aurum Atelier' })).toHaveAttribute('href', expect.stringContaining('/companies/'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
  });

  it('heads the page with the title and the company logo', async () => {
    open();
    const heading = await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    const header = heading.closest('.MuiStack-root')?.parentElement as HTMLElement;
    expect(within(header).getByRole('img', { name: 'Aurum Atelier' })).toHaveAttribute('src', '/api/s3/buckets/company-logo/objects/aurum.png');
  });

  it('shows External Job Details and no Metadata for an external job', async () => {
    open(EXTERNAL_ID);
    expect(await screen.findByRole('heading', { name: 'Boutique Manager', level: 1 }, SLOW)).toBeInTheDocument();
    const expected = INTERNAL_ORDER.filter((t) => t !== 'Metadata');
    expected.splice(1, 0, 'External Job Details');
    expect(sectionTitles()).toEqual(expected);
    expect(within(section('External Job Details')).getByText('ME-42')).toBeInTheDocument();
    expect(within(section('External Job Details')).getByText('LinkedIn')).toBeInTheDocument();
  });
});

/**
 * On wide screens short sections pair up and long ones take the whole row: a section either sits
 * in the grid itself (half a row) or in a wrapper that spans the row. Between two wide sections the
 * short ones must come in pairs, or a card would sit alone beside an empty half.
 */
function layoutRuns() {
  const grid = screen.getByTestId('section-grid');
  const runs: Array<string[] | string> = [];
  let pending: string[] = [];
  for (const child of [...grid.children] as HTMLElement[]) {
    const title = child.querySelector('h2')?.textContent ?? '';
    if (child.getAttribute('aria-label') !== null) {
      pending.push(title);
      continue;
    }
    expect(getComputedStyle(child).gridColumn.replace(/\s/g, '')).toBe('1/-1');
    if (pending.length) runs.push(pending);
    pending = [];
    runs.push(title);
  }
  if (pending.length) runs.push(pending);
  return runs;
}

describe('JobShow layout', () => {
  it('pairs the short sections of an internal job, Description, Metadata and Applicants across the row', async () => {
    open();
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    expect(layoutRuns()).toEqual([
      ['Job Information', 'Company Details'],
      'Description',
      ['Job type/Category/Industry', 'Job Location', 'Salary & Other details', 'Skills Required', 'Education', 'Requirements', 'Responsibilities', 'Interview Process'],
      'Metadata',
      ['Tags', 'Audit Information'],
      'Applicants',
    ]);
  });

  it('pairs them for an external job too: Job Information across the row, then External Job Details beside Company Details', async () => {
    open(EXTERNAL_ID);
    await screen.findByRole('heading', { name: 'Boutique Manager', level: 1 }, SLOW);
    const runs = layoutRuns();
    expect(runs.slice(0, 3)).toEqual(['Job Information', ['External Job Details', 'Company Details'], 'Description']);
    for (const run of runs) if (Array.isArray(run)) expect(run.length % 2).toBe(0);
  });

  it('uses two columns on a wide screen while reading, one column in edit mode', async () => {
    const happy = (window as unknown as { happyDOM: { setWindowSize(size: { width: number; height: number }): void } }).happyDOM;
    const before = { width: window.innerWidth, height: window.innerHeight };
    happy.setWindowSize({ width: 1366, height: 900 });
    try {
      const { user } = open();
      await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
      const columns = () => getComputedStyle(screen.getByTestId('section-grid')).gridTemplateColumns;
      expect(columns()).toBe('repeat(2, minmax(0, 1fr))');
      await chooseAction(user, 'Edit Job');
      await screen.findByRole('button', { name: 'Save' });
      expect(columns()).toBe('minmax(0, 1fr)');
    } finally {
      happy.setWindowSize(before);
    }
  });

  it("shows the company's initials in the header when the company has no logo", async () => {
    const job = buildJob({ company: { companyName: 'Qureshi & Sons', logoUrl: null }, companyName: 'Qureshi & Sons', companyLogo: null });
    open(JOB_ID, jobProvider({ jobs: [job] }));
    const heading = await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    const header = heading.closest('.MuiStack-root')?.parentElement as HTMLElement;
    expect(header.querySelector('.MuiAvatar-root')).toHaveTextContent(/^QS$/);
  });
});

describe('JobShow edit', () => {
  it('is read-only until Edit Job; Exit Edit puts the values back', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(user, 'Edit Job');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: required('Title') });
    await user.clear(title);
    await user.type(title, 'Pearl Stringer');
    await chooseAction(user, 'Exit Edit');
    expect(within(section('Job Information')).getByText('Stone Setter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses to save without title, category, description and location, each message under its field', async () => {
    const provider = jobProvider({ jobs: [buildJob({ description: '' })] });
    const { user } = open(JOB_ID, provider);
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(user, 'Edit Job');
    await user.clear(screen.getByRole('textbox', { name: required('Title') }));
    await user.clear(screen.getByRole('combobox', { name: required('Category') }));
    await user.clear(screen.getByRole('textbox', { name: required('Location') }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(within(section('Description')).getByText('Description is required')).toBeInTheDocument();
    expect(within(section('Description')).getByText('Description Required')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('refuses to save an internal job without a company: Company Name is required under the picker', async () => {
    const { user, provider } = open();
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(user, 'Edit Job');
    const picker = within(section('Company Details')).getByRole('combobox', { name: required('Company') });
    await user.clear(picker);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(picker.closest('.MuiFormControl-root')?.textContent).toContain('Company Name is required'));
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('saves, reloads, shows the Job update toast and leaves edit mode', async () => {
    const { user, provider } = open();
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(user, 'Edit Job');
    const salary = screen.getByRole('textbox', { name: 'Salary' });
    await user.clear(salary);
    await user.type(salary, '20k per month');
    const getOneCalls = vi.mocked(provider.getOne).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job update success')).toBeInTheDocument();
    const [, params] = vi.mocked(provider.update).mock.calls[0];
    expect(params.data).toMatchObject({ salary: '20k per month', title: 'Stone Setter', companyId: expect.any(String) });
    expect(params.data).not.toHaveProperty('company');
    expect(vi.mocked(provider.getOne).mock.calls.length).toBeGreaterThan(getOneCalls);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(within(section('Salary & Other details')).getByText('20k per month')).toBeInTheDocument();
  });

  it('shows the current company in the picker and saves another picked one', { timeout: 60_000 }, async () => {
    const { user, provider } = open();
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(user, 'Edit Job');
    const picker = within(section('Company Details')).getByRole('combobox', { name: required('Company') });
    expect(picker).toHaveValue('Aurum Atelier');
    expect(within(section('Company Details')).getByRole('combobox', { name: 'Employer (email)' })).toHaveValue('hire@aurum.test');
    await user.clear(picker);
    await user.paste('Nizam');
    await user.click(await screen.findByRole('option', { name: /Nizam Pearls/ }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(vi.mocked(provider.update).mock.calls[0][1].data).toMatchObject({ companyId: COMPANIES[1]._id, companyName: 'Nizam Pearls' });
  });

  it('shows the §8 message and a failed toast when the save fails', async () => {
    const provider = jobProvider({}, { update: vi.fn().mockRejectedValue(new Error('boom')) });
    const { user } = open(JOB_ID, provider);
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(user, 'Edit Job');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Job update failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('offers Edit Job disabled for an external job, with Refresh and Delete Job', async () => {
    const { user } = open(EXTERNAL_ID);
    await screen.findByRole('heading', { name: 'Boutique Manager', level: 1 }, SLOW);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Job' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Refresh' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menuitem', { name: 'Delete Job' })).not.toHaveAttribute('aria-disabled');
  });

  it('Edit Job is enabled for an internal job, and Refresh reloads it', async () => {
    const { user, provider } = open();
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Job' })).not.toHaveAttribute('aria-disabled');
    const before = vi.mocked(provider.getOne).mock.calls.length;
    await user.click(screen.getByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(vi.mocked(provider.getOne).mock.calls.length).toBeGreaterThan(before));
  });

  it('shows the §8 message when the job cannot be loaded', async () => {
    open(JOB_ID, jobProvider({}, { getOne: vi.fn().mockRejectedValue(new Error('down')) }));
    expect(await screen.findByText('Failed to fetch data. Please try again later.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('JobShow delete', () => {
  async function openDelete(provider = jobProvider()) {
    const view = open(JOB_ID, provider);
    await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
    await chooseAction(view.user, 'Delete Job');
    const dialog = await screen.findByRole('dialog');
    return { ...view, dialog: within(dialog) };
  }

  it('says that the job\u2019s applications are deleted with it, beside the spec\u2019s texts', async () => {
    const { dialog } = await openDelete();
    expect(dialog.getByRole('heading', { name: 'Delete Job' })).toBeInTheDocument();
    const details = dialog.getByText(
      'Its applications are deleted with it, with their status history and notes. The job seekers who applied, the company and the employer stay.',
    );
    // Supplementary: the kit's prompt, the title to type and Confirm Delete are all still there.
    const prompt = dialog.getByText('This cannot be undone. To confirm, type:');
    expect(details.compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog.getByText('Stone Setter')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirm Delete' })).toBeDisabled();
  });

  it('enables Confirm Delete only for the title, ignoring case and surrounding spaces, then goes to /jobs', async () => {
    const { user, dialog, provider, url } = await openDelete();
    const input = dialog.getByRole('textbox');
    const confirm = dialog.getByRole('button', { name: 'Confirm Delete' });
    await user.type(input, 'Stone Settr');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  sTONE setter ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(url()).toBe('/jobs'));
    expect(vi.mocked(provider.delete).mock.calls[0][1]).toMatchObject({ id: JOB_ID });
    expect(await screen.findByText('Job deleted success')).toBeInTheDocument();
  });

  it('stays with the §8 message when the delete fails', async () => {
    const { user, dialog, url } = await openDelete(jobProvider({}, { delete: vi.fn().mockRejectedValue(new Error('no')) }));
    await user.type(dialog.getByRole('textbox'), 'stone setter');
    await user.click(dialog.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete job. Please try again later.')).toBeInTheDocument();
    expect(url()).toBe(`/jobs/${JOB_ID}`);
  });
});
