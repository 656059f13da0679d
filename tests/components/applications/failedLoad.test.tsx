/**
 * Spec §8 on /job-applications/{applicationId} (issue 16): when the application cannot be loaded,
 * 'Failed to fetch data. Please try again later.' stays, whatever order the record's failure and
 * the list's answer (the list is under the panel) come in. The list's rows are not the record: a
 * row lacks the seeker's email, the company and more, so the panel never shows one as the record.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams, GetOneParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { applicationProvider } from './applicationProvider';
import { knownApplication } from './fixtures';

configure({ asyncUtilTimeout: 8000 });

const FAILED = 'Failed to fetch data. Please try again later.';

/** A gate the test opens: the list's answer waits behind it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function setup(order: 'record fails first' | 'list answers first') {
  const { provider, application } = await applicationProvider(knownApplication());
  const list = gate();
  const record = gate();
  const getOneCalls: string[] = [];
  let recordFails = true;
  let slow: Promise<void> = Promise.resolve();
  const wrapped: DataProvider = {
    ...provider,
    getOne: (async (resource: string, params: GetOneParams) => {
      if (resource !== 'job-applications') return provider.getOne(resource, params);
      getOneCalls.push(String(params.id));
      if (order === 'list answers first') await record.opened;
      if (recordFails) throw new Error('The server is down');
      await slow;
      return provider.getOne(resource, params);
    }) as DataProvider['getOne'],
    getList: (async (resource: string, params: GetListParams) => {
      if (resource === 'job-applications' && order === 'record fails first') await list.opened;
      return provider.getList(resource, params);
    }) as DataProvider['getList'],
  };
  const view = renderConsole(`/job-applications/${application.id}`, wrapped);
  const panel = await screen.findByRole('dialog');
  return { ...view, panel, list, record, getOneCalls, succeedFromNowOn: () => (recordFails = false), slowDown: (until: Promise<void>) => (slow = until) };
}

/** The list under the panel has drawn the application's row (its name cell). */
const listRowShown = () => waitFor(() => expect(screen.getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1));

describe('a failed application load (spec §8)', () => {
  it('keeps the error when the list answers after the failure, with one request and Try again', async () => {
    const { panel, list, getOneCalls } = await setup('record fails first');
    expect(await within(panel).findByText(FAILED)).toBeInTheDocument();
    expect(getOneCalls).toHaveLength(1);
    list.open();
    await listRowShown();
    // The row the list wrote is not taken as the application.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(panel).getByText(FAILED)).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Meera Shah' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Audit Information')).not.toBeInTheDocument();
    expect(getOneCalls).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('does not show the list row as the application while the record loads, then shows the error', async () => {
    const { panel, record } = await setup('list answers first');
    await listRowShown();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(panel).queryByRole('heading', { name: 'Meera Shah' })).not.toBeInTheDocument();
    record.open();
    expect(await within(panel).findByText(FAILED)).toBeInTheDocument();
    expect(within(panel).queryByText('Audit Information')).not.toBeInTheDocument();
  });

  it('Try again loads the whole application once the server answers', async () => {
    const { panel, list, getOneCalls, user, succeedFromNowOn, slowDown } = await setup('record fails first');
    await within(panel).findByText(FAILED);
    list.open();
    await listRowShown();
    succeedFromNowOn();
    const answer = gate();
    slowDown(answer.opened);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    // The click shows at once that it is loading again.
    await waitFor(() => expect(within(panel).queryByText(FAILED)).not.toBeInTheDocument());
    expect(within(panel).getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    answer.open();
    expect(await within(panel).findByRole('heading', { name: 'Meera Shah' })).toBeInTheDocument();
    expect(within(panel).getAllByText('meera@example.com').length).toBeGreaterThan(0);
    expect(within(panel).queryByText(FAILED)).not.toBeInTheDocument();
    expect(getOneCalls).toHaveLength(2);
  });
});
