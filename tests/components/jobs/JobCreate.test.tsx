/** /jobs/new: sections by kind, every §5 create message under its field, pickers, the saved input, toasts. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
