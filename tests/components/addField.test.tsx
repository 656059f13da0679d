/**
 * README "Add a field", console half: one entry added to a scratch copy of the jobs declaration
 * (domain/entities/jobs.ts) is enough for the field to show on the detail page, be set on create
 * and edit, be saved, come back on reload, be a list column and filter the list, through the
 * offline demo's fake provider. Nothing else in the console is edited for it. The same for the
 * README's second example, a required text field on companies. (The server half, the migration
 * on a throwaway database, is the server's own test.)
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDeclaration } from '../../domain/entities/declaration';
import { LIST_FILTER_KEYS } from '../../domain/filters';
import { createFakeDataProvider } from '../../providers/fake';
import type { MarketplaceDataProvider } from '../../providers/types';
import { resourceMessages } from '../../resources/i18n';
import { RESOURCE_DEFINITIONS } from '../../resources/shared/registry';
import { renderConsole } from './resources/harness';

/** The recipe's worked example: a choice with suggestions, in Salary & Other details, listed and filterable. */
const REMOTE_POLICY = vi.hoisted(
  (): FieldDeclaration => ({
    label: 'Remote Policy',
    kind: 'choice',
    choice: { suggestions: ['On-site', 'Hybrid', 'Remote'] },
    section: 'other',
    list: { order: 5 },
    filter: true,
    limit: 'name',
    seed: 'On-site',
  }),
);

/** Worked example 2: a text field on companies, required on create. */
const REGISTRATION_NUMBER = vi.hoisted(
  (): FieldDeclaration => ({
    label: 'Registration Number',
    kind: 'text',
    section: 'basic',
    required: { create: 'Registration number is required' },
    limit: 'name',
  }),
);

vi.mock('../../domain/entities/companies', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/entities/companies')>();
  const declaration = { ...real.COMPANY_DECLARATION, fields: { ...real.COMPANY_DECLARATION.fields, registrationNumber: REGISTRATION_NUMBER } };
  return { ...real, COMPANY_DECLARATION: declaration };
});

vi.mock('../../domain/entities/jobs', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/entities/jobs')>();
  const declaration = { ...real.JOB_DECLARATION, fields: { ...real.JOB_DECLARATION.fields, remotePolicy: REMOTE_POLICY } };
  return { ...real, JOB_DECLARATION: declaration };
});

const SLOW = { timeout: 15_000 };
const section = (name: string) => screen.getByRole('region', { name });

function spiedProvider(): MarketplaceDataProvider {
  const provider = createFakeDataProvider({ counts: { companies: 4, employers: 4, jobs: 6, jobSeekers: 4, applications: 0, companyRequests: 0 } });
  for (const key of ['create', 'update'] as const) (provider as unknown as Record<string, unknown>)[key] = vi.fn(provider[key]);
  return provider;
}

async function paste(user: ReturnType<typeof renderConsole>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('a field added to the jobs declaration only', () => {
  it('is a list column, a filter column with its label, and in both selections', () => {
    const jobs = RESOURCE_DEFINITIONS.jobs;
    expect(jobs.listColumns.map((c) => c.source)).toEqual(['title', 'postedDate', 'companyName', 'isExternalJob', 'location', 'remotePolicy']);
    expect(jobs.filters.map((f) => f.key)).toContain('remotePolicy');
    expect(LIST_FILTER_KEYS.jobs).toHaveProperty('remotePolicy', { kind: 'text' });
    expect(resourceMessages.jobs.fields).toHaveProperty('remotePolicy', 'Remote Policy');
    expect(resourceMessages.jobs.filters).toHaveProperty('remotePolicy', 'Remote Policy');
    expect(jobs.listFields).toMatch(/\bremotePolicy\b/);
    expect(jobs.detailFields).toMatch(/\bremotePolicy\b/);
  });

  it('is set on create, saved, listed, and filters the list', { timeout: 180_000 }, async () => {
    const provider = spiedProvider();
    const { user, url, unmount } = renderConsole('/jobs/new', provider);
    await screen.findByRole('heading', { name: 'Create New Job', level: 1 }, SLOW);
    // an external job: its company is typed, so no picker search is needed
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await paste(user, screen.getByRole('combobox', { name: /^Title/ }), 'Remote Gemmologist');
    const editor = await waitFor(() => {
      const found = section('Job Description').querySelector('.ProseMirror');
      if (!found) throw new Error('editor not ready');
      return found as HTMLElement;
    });
    await user.click(editor);
    await user.keyboard('Grade stones');
    await user.click(screen.getByRole('combobox', { name: /^Job Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Contract' }));
    await paste(user, screen.getByRole('combobox', { name: /^Category/ }), 'Gemstone');
    await paste(user, screen.getByRole('combobox', { name: /^Industry/ }), 'Gemstone');
    await paste(user, screen.getByRole('textbox', { name: /^City/ }), 'Jaipur');
    await paste(user, screen.getByRole('textbox', { name: /^State/ }), 'Rajasthan');
    await paste(user, screen.getByRole('textbox', { name: /^Country/ }), 'India');
    await paste(user, screen.getByRole('textbox', { name: /^Company Name/ }), 'Maison Elsewhere');
    await paste(user, within(section('Salary & Other details')).getByRole('combobox', { name: 'Remote Policy' }), 'Hybrid');
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(provider.create).mock.calls[0][1].data).toMatchObject({ title: 'Remote Gemmologist', remotePolicy: 'Hybrid' });
    await waitFor(() => expect(url()).toBe('/jobs'), SLOW);
    unmount();

    // listed: its column, the new job's value and the demo jobs' declared seed value
    const list = renderConsole('/jobs?filter_remotePolicy=hybrid', provider);
    const row = (await screen.findByText('Remote Gemmologist', undefined, SLOW)).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Remote Policy');
    expect(within(row).getByText('Hybrid')).toBeInTheDocument();
    // filtered: only the job whose policy matches
    expect(screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0)).toHaveLength(1);
    list.unmount();
    // the demo jobs carry the declared seed value, and the filter finds them without the new job
    renderConsole('/jobs?filter_remotePolicy=on-site', provider);
    expect((await screen.findAllByText('On-site', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Remote Gemmologist')).not.toBeInTheDocument();
  });

  it('shows on the detail page, is changed in edit mode, saved and shown again after the reload', { timeout: 180_000 }, async () => {
    const provider = spiedProvider();
    const { data } = await provider.getList('jobs', { filter: { isExternalJob: false }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } });
    const job = data[0];
    const { user } = renderConsole(`/jobs/${job.id}`, provider);
    await screen.findByRole('heading', { name: job.title, level: 1 }, SLOW);
    const other = () => within(section('Salary & Other details'));
    expect(other().getByText('Remote Policy')).toBeInTheDocument();
    expect(other().getByText('On-site')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Job' }));
    const input = other().getByRole('combobox', { name: 'Remote Policy' });
    expect(input).toHaveValue('On-site');
    await user.clear(input);
    await user.paste('Remote');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(provider.update).mock.calls[0][1].data).toMatchObject({ remotePolicy: 'Remote' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(), SLOW);
    expect(other().getByText('Remote')).toBeInTheDocument();
    const stored = await provider.getOne('jobs', { id: job.id });
    expect(stored.data.remotePolicy).toBe('Remote');
  });
});

describe('a text field added to the companies declaration only', () => {
  it('is asked on create with its message, saved, and shown on the detail page', { timeout: 180_000 }, async () => {
    const provider = spiedProvider();
    const { user } = renderConsole('/companies/new', provider);
    await screen.findByRole('heading', { name: 'Create New Company', level: 1 }, SLOW);
    const basic = () => within(section('Basic Information'));
    await paste(user, screen.getByRole('textbox', { name: /^Company Name/ }), 'Maison Éclat');
    await paste(user, screen.getByRole('textbox', { name: /^Company Email/ }), 'hello@eclat.test');
    await paste(user, screen.getByRole('textbox', { name: /^Website/ }), 'eclat.test');
    await paste(user, screen.getByRole('textbox', { name: /^Address/ }), '1 Rue de la Paix');
    await paste(user, screen.getByRole('textbox', { name: /^ZIP Code/ }), '75002');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    const input = basic().getByRole('textbox', { name: /^Registration Number/ });
    await waitFor(() => expect(input.closest('.MuiFormControl-root')?.textContent).toContain('Registration number is required'), SLOW);
    expect(provider.create).not.toHaveBeenCalled();
    await paste(user, input, 'RCS 123 456');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled(), SLOW);
    const created = await vi.mocked(provider.create).mock.results[0].value;
    expect(created.data).toMatchObject({ companyName: 'Maison Éclat', registrationNumber: 'RCS 123 456' });
    cleanup();
    renderConsole(`/companies/${created.data.id}`, provider);
    await screen.findByRole('heading', { name: 'Maison Éclat', level: 1 }, SLOW);
    expect(basic().getByText('Registration Number')).toBeInTheDocument();
    expect(basic().getByText('RCS 123 456')).toBeInTheDocument();
  });
});
