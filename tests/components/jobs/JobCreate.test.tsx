/** /jobs/new: sections by kind, every §5 create message under its field, pickers, the saved input, toasts. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { htmlToPlainText } from '../../../domain/richText';
import { CATEGORIES, INDUSTRIES, ROLE_AND_SKILL_SUGGESTIONS } from '../../../domain/suggestions';
import { renderConsole } from '../resources/harness';
import { COMPANY_ID, SLOW, jobProvider, required } from './jobHarness';

const open = (provider = jobProvider()) => ({ provider, ...renderConsole('/jobs/new', provider) });
const section = (name: string) => screen.getByRole('region', { name });
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The text shown in the field's own box, where its helper text and error sit. */
const under = (input: HTMLElement) => input.closest('.MuiFormControl-root, .ra-input')?.textContent ?? '';

async function ready() {
  await screen.findByRole('heading', { name: 'Create New Job', level: 1 }, SLOW);
}

async function typeDescription(text: string) {
  const editor = await waitFor(() => {
    const found = section('Job Description').querySelector('.ProseMirror');
    if (!found) throw new Error('editor not ready');
    return found as HTMLElement;
  });
  editor.focus();
  editor.innerHTML = `<p>${text}</p>`;
}

describe('JobCreate layout', () => {
  it('shows an internal job by default: pickers, all sections, Metadata', async () => {
    open();
    await ready();
    expect(sectionTitles()).toEqual([
      'Basic Information',
      'Job Details',
      'Job Description',
      'Job type/Category/Industry',
      'Job Location',
      'Salary & Other details',
      'Skills Required',
      'Tags',
      'Metadata',
    ]);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(section('Job Details')).getByRole('combobox', { name: required('Company') })).toBeInTheDocument();
    expect(within(section('Job Details')).getByRole('combobox', { name: 'Employer (email)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Job Code' })).not.toBeInTheDocument();
  });

  it('an external job takes company name, job code, job source and job URL, and has no Metadata', async () => {
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const details = within(section('Job Details'));
    expect(details.getByRole('textbox', { name: required('Company Name') })).toBeInTheDocument();
    for (const name of ['Job Code', 'Job Source', 'Job URL']) expect(details.getByRole('textbox', { name })).toBeInTheDocument();
    expect(details.queryByRole('combobox', { name: required('Company') })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Metadata' })).not.toBeInTheDocument();
  });

  it('offers every job type but INTERNSHIP', async () => {
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('combobox', { name: required('Job Type') }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.filter((o) => o !== '')).toEqual(['Full Time', 'Part Time', 'Contract', 'Freelance']);
  });
});

describe('JobCreate messages', () => {
  it('shows each create message word for word under its field and sends nothing', async () => {
    const { user, provider } = open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    const expectations: Array<[HTMLElement, string]> = [
      [screen.getByRole('combobox', { name: required('Title') }), 'Title is required'],
      [screen.getByRole('combobox', { name: required('Category') }), 'Category is required'],
      [screen.getByRole('combobox', { name: required('Industry') }), 'Industry is required'],
      [screen.getByRole('textbox', { name: required('City') }), 'City is required'],
      [screen.getByRole('textbox', { name: required('State') }), 'State is required'],
      [screen.getByRole('textbox', { name: required('Country') }), 'Country is required'],
      [screen.getByRole('combobox', { name: required('Job Type') }), 'Job type is required'],
      [screen.getByRole('combobox', { name: required('Company') }), 'Company Name is required'],
    ];
    for (const [input, message] of expectations) expect(under(input)).toContain(message);
    expect(within(section('Job Description')).getByText('Description is required')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('asks an external job for the typed company name', async () => {
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    const name = await screen.findByRole('textbox', { name: required('Company Name') });
    await waitFor(() => expect(under(name)).toContain('Company Name is required'));
  });

  it('does not ask for zip code, salary, experience, skills or tags', async () => {
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await screen.findByText('Title is required');
    for (const name of ['Zip Code', 'Salary']) expect(under(screen.getByRole('textbox', { name }))).not.toMatch(/required/);
    expect(screen.getByRole('combobox', { name: 'Experience Level' })).toBeInTheDocument();
  });
});

describe('JobCreate save', () => {
  /** Pasting fills a field in one input event (typing each key is slow on a busy machine). */
  async function fill(user: ReturnType<typeof open>['user'], input: HTMLElement, text: string) {
    await user.click(input);
    await user.paste(text);
  }

  async function fillCommon(user: ReturnType<typeof open>['user']) {
    await fill(user, screen.getByRole('combobox', { name: required('Title') }), 'Wax Carver');
    const editor = await waitFor(() => {
      const found = section('Job Description').querySelector('.ProseMirror');
      if (!found) throw new Error('editor not ready');
      return found as HTMLElement;
    });
    // happy-dom drops some keys in a contenteditable: what matters is that the text reaches the job
    await user.click(editor);
    await user.keyboard('Carve');
    await user.click(screen.getByRole('combobox', { name: required('Job Type') }));
    await user.click(await screen.findByRole('option', { name: 'Part Time' }));
    await fill(user, screen.getByRole('combobox', { name: required('Category') }), 'Jewellery Manufacturing');
    await fill(user, screen.getByRole('combobox', { name: required('Industry') }), 'Jewellery');
    await fill(user, screen.getByRole('textbox', { name: required('City') }), 'Jaipur');
    await fill(user, screen.getByRole('textbox', { name: required('State') }), 'Rajasthan');
    await fill(user, screen.getByRole('textbox', { name: required('Country') }), 'India');
  }

  async function fillInternal(user: ReturnType<typeof open>['user']) {
    await fillCommon(user);
    await fill(user, screen.getByRole('combobox', { name: required('Company') }), 'Aurum');
    await user.click(await screen.findByRole('option', { name: /Aurum Atelier/ }, { timeout: 3000 }));
    const skills = screen.getByRole('textbox', { name: 'Skills Required' });
    for (const skill of [' Wax carving ', 'wax CARVING', 'Rhino 3D']) {
      await fill(user, skills, skill);
      await user.keyboard('{Enter}');
    }
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    for (const tag of [' casting ', 'Casting', '   ']) {
      await fill(user, tags, tag);
      await user.keyboard('{Enter}');
    }
  }

  it('creates an OPEN internal job sent by an ADMIN, toasts Job created and goes to /jobs', { timeout: 60_000 }, async () => {
    const { user, provider, url } = open();
    await ready();
    await fillInternal(user);
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    const [resource, params] = vi.mocked(provider.create).mock.calls[0];
    expect(resource).toBe('jobs');
    expect(params.data).toMatchObject({
      title: 'Wax Carver',
      isExternalJob: false,
      companyId: COMPANY_ID,
      jobType: 'PART_TIME',
      jobStatus: 'OPEN',
      userType: 'ADMIN',
      category: 'Jewellery Manufacturing',
      industry: 'Jewellery',
      city: 'Jaipur',
      skillsRequired: ['Wax carving', 'Rhino 3D'],
      tags: ['casting'],
    });
    expect(htmlToPlainText(String(params.data.description))).not.toBe('');
    expect(params.data).not.toHaveProperty('companyName');
    expect(await screen.findByText('Job created success')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/jobs'));
  });

  it('keeps the input and says so when the create fails', { timeout: 60_000 }, async () => {
    const provider = jobProvider({}, { create: vi.fn().mockRejectedValue(new Error('down')) });
    const { user, url } = open(provider);
    await ready();
    await fillInternal(user);
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    expect(await screen.findByText('Failed to create job. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Job created failed')).toBeInTheDocument();
    expect(url()).toBe('/jobs/new');
    expect(screen.getByRole('combobox', { name: required('Title') })).toHaveValue('Wax Carver');
  });

  it('creates an external job with its typed company and source, and no picked company or metadata', { timeout: 60_000 }, async () => {
    const { user, provider } = open();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await fillCommon(user);
    await fill(user, screen.getByRole('textbox', { name: required('Company Name') }), 'Maison Elsewhere');
    await fill(user, screen.getByRole('textbox', { name: 'Job Code' }), 'ME-42');
    await fill(user, screen.getByRole('textbox', { name: 'Job Source' }), 'LinkedIn');
    await fill(user, screen.getByRole('textbox', { name: 'Job URL' }), 'https://elsewhere.test/42');
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    const { data } = vi.mocked(provider.create).mock.calls[0][1];
    expect(data).toMatchObject({
      isExternalJob: true,
      companyName: 'Maison Elsewhere',
      jobCode: 'ME-42',
      jobSource: 'LinkedIn',
      jobUrl: 'https://elsewhere.test/42',
      jobStatus: 'OPEN',
      userType: 'ADMIN',
    });
    for (const key of ['companyId', 'employerId', 'metadata']) expect(data).not.toHaveProperty(key);
  });
});

describe('JobCreate suggestions', () => {
  it('lists the spec categories and takes an industry that is not suggested', async () => {
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('combobox', { name: required('Category') }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([...CATEGORIES]);
    await user.keyboard('{Escape}');
    const industry = screen.getByRole('combobox', { name: required('Industry') });
    await user.click(industry);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([...INDUSTRIES]);
    await user.paste('Horology');
    expect(industry).toHaveValue('Horology');
  });

  it('suggests the roles for the title and the experience levels, with free entry', { timeout: 60_000 }, async () => {
    const { user } = open();
    await ready();
    const title = screen.getByRole('combobox', { name: required('Title') });
    await user.click(title);
    const roles = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(roles).toEqual([...ROLE_AND_SKILL_SUGGESTIONS]);
    expect(roles).toHaveLength(39);
    expect(roles).toEqual(expect.arrayContaining(['Jewellery Designer', 'CAD Designer', 'Gemologist', 'Karigars']));
    await user.paste('Pearl Stringer');
    expect(title).toHaveValue('Pearl Stringer');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Experience Level' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Entry/Fresher', 'Mid-Level', 'Sr-Level', 'Management-Level']);
  });
});
