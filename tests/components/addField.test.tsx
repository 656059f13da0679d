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

/**
 * One scratch field of every kind a declaration knows (issue 11), on companies' Basic Information,
 * listed: what is typed on create and in edit, what the console sends and then shows, and a
 * filter value that finds the company (none: left to the server's test, the demo provider cannot
 * search a list or a number).
 */
const KINDS = vi.hoisted(() => {
  const basic = { section: 'basic', list: true } as const;
  return [
    { name: 'scratchText', field: { label: 'Scratch Text', kind: 'text', ...basic, filter: true },
      create: ['Oval cut', 'Oval cut', 'Oval cut'], edit: ['Pear cut', 'Pear cut', 'Pear cut'], filter: 'pear' },
    { name: 'scratchLongText', field: { label: 'Scratch Long Text', kind: 'longText', ...basic, filter: true },
      create: ['Line one', 'Line one', 'Line one'], edit: ['Line three', 'Line three', 'Line three'], filter: 'three' },
    { name: 'scratchRichText', field: { label: 'Scratch Rich Text', kind: 'richText', ...basic, filter: true },
      create: ['Bold', '<p>Bold</p>', 'Bold'], edit: ['Words', '<p>Words</p>', 'Words'], filter: 'words' },
    { name: 'scratchNumber', field: { label: 'Scratch Number', kind: 'number', ...basic },
      create: ['4.5', 4.5, '4.5'], edit: ['12', 12, '12'], filter: null },
    { name: 'scratchYesNo', field: { label: 'Scratch Yes/No', kind: 'yesNo', ...basic, filter: true },
      create: ['No', false, 'No'], edit: ['Yes', true, 'Yes'], filter: 'true' },
    { name: 'scratchDate', field: { label: 'Scratch Date', kind: 'date', ...basic },
      create: ['01032026', '2026-03-01', '01/03/2026'], edit: ['15042026', '2026-04-15', '15/04/2026'], filter: null },
    { name: 'scratchChoice', field: { label: 'Scratch Choice', kind: 'choice', choice: { suggestions: ['On-site', 'Hybrid'] }, ...basic, filter: true },
      create: ['On-site', 'On-site', 'On-site'], edit: ['Hybrid', 'Hybrid', 'Hybrid'], filter: 'hyb' },
    { name: 'scratchChips', field: { label: 'Scratch Chips', kind: 'chips', ...basic, createDefault: [] },
      create: ['Lunch', ['Lunch'], 'Lunch'], edit: ['Training', ['Lunch', 'Training'], 'Training'], filter: null },
    { name: 'scratchCommaList', field: { label: 'Scratch Comma List', kind: 'commaList', ...basic },
      create: ['Mumbai, Pune', ['Mumbai', 'Pune'], 'Mumbai, Pune'], edit: ['Surat', ['Surat'], 'Surat'], filter: null },
    { name: 'scratchUrl', field: { label: 'Scratch URL', kind: 'url', ...basic, filter: true },
      create: ['https://eclat.test/jobs', 'https://eclat.test/jobs', 'https://eclat.test/jobs'],
      edit: ['https://eclat.test/careers', 'https://eclat.test/careers', 'https://eclat.test/careers'], filter: 'careers' },
    { name: 'scratchEmail', field: { label: 'Scratch Email', kind: 'email', ...basic, filter: true },
      create: ['hr@eclat.test', 'hr@eclat.test', 'hr@eclat.test'], edit: ['jobs@eclat.test', 'jobs@eclat.test', 'jobs@eclat.test'], filter: 'jobs@' },
  ] as const satisfies ReadonlyArray<{
    name: string;
    field: FieldDeclaration;
    create: readonly [typed: string, sent: unknown, shown: string];
    edit: readonly [typed: string, sent: unknown, shown: string];
    filter: string | null;
  }>;
});

vi.mock('../../domain/entities/companies', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/entities/companies')>();
  const scratch = Object.fromEntries(KINDS.map((k) => [k.name, k.field]));
  const declaration = { ...real.COMPANY_DECLARATION, fields: { ...real.COMPANY_DECLARATION.fields, registrationNumber: REGISTRATION_NUMBER, ...scratch } };
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

describe('a field of every kind added to the companies declaration only', () => {
  type Kind = (typeof KINDS)[number];
  const basic = () => within(section('Basic Information'));
  const richEditor = () => section('Basic Information').querySelector('.ProseMirror') as HTMLElement;

  /** Types a value the way a person does for the field's kind; `replace` clears what is there first. */
  async function enter(user: ReturnType<typeof renderConsole>['user'], k: Kind, typed: string, replace: boolean) {
    const label = k.field.label;
    switch (k.field.kind) {
      case 'yesNo':
        return user.click(basic().getByRole('radio', { name: typed }));
      case 'richText': {
        await user.click(richEditor());
        if (replace) await user.keyboard('{Control>}a{/Control}{Backspace}');
        return user.paste(typed);
      }
      case 'chips': {
        await user.click(basic().getByRole('textbox', { name: label }));
        return user.keyboard(`${typed}{Enter}`);
      }
      default: {
        const role = k.field.kind === 'number' ? 'spinbutton' : k.field.kind === 'choice' ? 'combobox' : 'textbox';
        const input = basic().getByRole(role, { name: label });
        if (replace) await user.clear(input);
        return paste(user, input, typed);
      }
    }
  }

  const sent = (step: 'create' | 'edit') => Object.fromEntries(KINDS.map((k) => [k.name, k[step][1]]));

  function expectShown(step: 'create' | 'edit') {
    for (const k of KINDS) {
      expect(basic().getByText(k.field.label), k.name).toBeInTheDocument();
      expect(basic().getAllByText(k[step][2], { exact: false }).length, k.name).toBeGreaterThan(0);
    }
  }

  it('is set on create, shown on the detail page, changed in edit mode, saved, shown again, listed and filters the list', { timeout: 300_000 }, async () => {
    const provider = spiedProvider();
    const { user } = renderConsole('/companies/new', provider);
    await screen.findByRole('heading', { name: 'Create New Company', level: 1 }, SLOW);
    await paste(user, screen.getByRole('textbox', { name: /^Company Name/ }), 'Maison Toutes Sortes');
    await paste(user, screen.getByRole('textbox', { name: /^Company Email/ }), 'hello@sortes.test');
    await paste(user, screen.getByRole('textbox', { name: /^Website/ }), 'sortes.test');
    await paste(user, screen.getByRole('textbox', { name: /^Address/ }), '2 Rue de la Paix');
    await paste(user, screen.getByRole('textbox', { name: /^ZIP Code/ }), '75002');
    await paste(user, basic().getByRole('textbox', { name: /^Registration Number/ }), 'RCS 999');
    for (const k of KINDS) await enter(user, k, k.create[0], false);
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(provider.create).mock.calls[0][1].data).toMatchObject(sent('create'));
    const created = await vi.mocked(provider.create).mock.results[0].value;
    cleanup();

    // the detail page shows each, by its kind; edit mode changes each
    const detail = renderConsole(`/companies/${created.data.id}`, provider);
    await screen.findByRole('heading', { name: 'Maison Toutes Sortes', level: 1 }, SLOW);
    expectShown('create');
    await detail.user.click(screen.getByRole('button', { name: 'More actions' }));
    await detail.user.click(await screen.findByRole('menuitem', { name: 'Edit Company' }));
    for (const k of KINDS) await enter(detail.user, k, k.edit[0], true);
    await detail.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(provider.update).mock.calls[0][1].data).toMatchObject(sent('edit'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(), SLOW);
    expectShown('edit');
    const stored = await provider.getOne('companies', { id: created.data.id });
    expect(stored.data).toMatchObject(sent('edit'));
    cleanup();

    // listed: a column per kind, with its label
    renderConsole('/companies', provider);
    await screen.findAllByRole('row', undefined, SLOW);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const k of KINDS) expect(headers, k.name).toContain(k.field.label);
    cleanup();
    // filtered: each filterable kind finds the company and only it
    for (const k of KINDS.filter((kind) => kind.filter !== null)) {
      renderConsole(`/companies?filter_${k.name}=${encodeURIComponent(k.filter as string)}`, provider);
      await screen.findByText('Maison Toutes Sortes', undefined, SLOW);
      await waitFor(() => expect(screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0), k.name).toHaveLength(1), SLOW);
      cleanup();
    }
  });
});
