/** /job-applications/{applicationId}: a panel over the list; closing goes back; job info, AI slot, audit, §8 load text. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationAiPanelProps } from '../../../ui/ai';
import { readApplicationId } from '../../../resources/job-applications/applicationId';
import { renderConsole, spyOnLists } from '../resources/harness';
import { applicationProvider } from './applicationProvider';
import { JOB_TITLE, knownApplication } from './fixtures';

// The shared machine is slow at times: a first render of the console can take seconds.
configure({ asyncUtilTimeout: 8000 });

const aiPanel = vi.hoisted(() => ({ props: [] as ApplicationAiPanelProps[] }));
vi.mock('../../../ui/ai', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/ai')>()),
  ApplicationAiPanel: (props: ApplicationAiPanelProps) => {
    aiPanel.props.push(props);
    return <div data-testid="ai-panel">AI for {props.application.jobSeekerId}</div>;
  },
}));

const panel = () => screen.findByRole('dialog', {}, { timeout: 8000 });

describe('the application panel', () => {
  it('opens over the job applications list', async () => {
    const { provider, application } = await applicationProvider(knownApplication());
    renderConsole(`/job-applications/${application.id}`, provider);
    const dialog = await panel();
    expect(within(dialog).getByRole('heading', { name: 'Application Tracking' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Meera Shah' })).toBeInTheDocument();
    // The list is still rendered underneath.
    expect(await screen.findAllByRole('columnheader', { hidden: true })).not.toHaveLength(0);
  });

  it('closing goes back in history; the list underneath keeps its filters meanwhile', async () => {
    const setup = await applicationProvider(knownApplication());
    const { provider, calls } = spyOnLists(setup.provider);
    const { router, user, url } = renderConsole('/job-applications?filter_status=pending', provider);
    await screen.findAllByRole('columnheader', {}, { timeout: 8000 });
    const listCalls = () => calls.filter((c) => c.resource === 'job-applications').map((c) => c.params.filter);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    await router.navigate(`/job-applications/${setup.application.id}`);
    const dialog = await panel();
    await within(dialog).findByRole('heading', { name: 'Meera Shah' });
    expect(listCalls().every((filter) => filter.status === 'pending')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(url()).toBe('/job-applications?filter_status=pending'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closing a panel opened directly (no history) goes to /job-applications', async () => {
    const { provider, application } = await applicationProvider(knownApplication());
    const { user, url } = renderConsole(`/job-applications/${application.id}`, provider);
    await user.click(within(await panel()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(url()).toBe('/job-applications'));
  });

  it('reads the route parameter under both names the spec gives', () => {
    expect(readApplicationId({ applicationId: 'a1' })).toBe('a1');
    expect(readApplicationId({ jobApplicationId: 'b2' })).toBe('b2');
    expect(readApplicationId({ id: 'c3' })).toBe('c3');
    expect(readApplicationId({ applicationId: ' ', jobApplicationId: 'd4' })).toBe('d4');
    expect(readApplicationId({})).toBe('');
  });

  it('shows the job information and opens the seeker, the job and the company in a new tab', async () => {
    const { provider, application } = await applicationProvider(knownApplication());
    renderConsole(`/job-applications/${application.id}`, provider);
    const dialog = await panel();
    const info = await within(dialog).findByRole('region', { name: 'Job Information' });
    const valueOf = (label: string) => within(info).getByText(label).nextSibling;
    expect(valueOf('Job Title')).toHaveTextContent(JOB_TITLE);
    expect(valueOf('Company')).toHaveTextContent('Aurum Atelier');
    expect(valueOf('Location')).toHaveTextContent('Jaipur, Rajasthan, India');
    expect(valueOf('Applicant')).toHaveTextContent('Meera Shah');
    expect(valueOf('Email')).toHaveTextContent('meera@example.com');
    expect(valueOf('Current Status')).toHaveTextContent('Pending');
    for (const [name, href] of [
      ['View Job Seeker', '/jobseekers/seeker-7'],
      ['View Job', '/jobs/job-42'],
      ['View Company', '/companies/company-3'],
    ]) {
      const link = within(info).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('places the AI panel with the loaded application', async () => {
    aiPanel.props.length = 0;
    const { provider, application } = await applicationProvider(knownApplication());
    renderConsole(`/job-applications/${application.id}`, provider);
    expect(await within(await panel()).findByTestId('ai-panel')).toHaveTextContent('AI for seeker-7');
    const last = aiPanel.props.at(-1)!;
    expect(last.application._id).toBe(application._id);
    expect(typeof last.onReload).toBe('function');
  });

  it('shows the audit block', async () => {
    const { provider, application } = await applicationProvider(knownApplication());
    renderConsole(`/job-applications/${application.id}`, provider);
    const audit = await within(await panel()).findByRole('region', { name: 'Audit Information' });
    expect(within(audit).getByText('Created By').nextSibling).toHaveTextContent('meera@example.com');
    expect(within(audit).getByText('Updated By').nextSibling).toHaveTextContent('-');
  });

  it("shows 'Failed to fetch data. Please try again later.' when the application cannot be loaded", async () => {
    const { provider } = await applicationProvider();
    const failing = { ...provider, getOne: () => Promise.reject(new Error('boom')) };
    renderConsole('/job-applications/missing', failing);
    expect(await within(await panel()).findByText('Failed to fetch data. Please try again later.', {}, { timeout: 15000 })).toBeInTheDocument();
  });
});
