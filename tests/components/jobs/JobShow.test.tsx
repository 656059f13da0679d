/** /jobs/{jobId}: sections and their order, read-only until Edit Job, the §5 edit rules, toasts, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { EXTERNAL_ID, JOB_ID, SLOW, buildExternalJob, buildJob, jobProvider } from './jobHarness';

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
    expect(within(section('Metadata')).getByText('/jobs/stone-setter-a1000000')).toBeInTheDocument();
    expect(within(section('Company Details')).getByRole('link', { name: 'Aurum Atelier' })).toHaveAttribute('href', expect.stringContaining('/companies/'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
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
