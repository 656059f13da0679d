/** The jobs list places the relevant-candidates action in each row, beside the open button. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pretendPhoneWidth, renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

vi.mock('../../../ui/ai/RelevantCandidatesButton', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/ai/RelevantCandidatesButton')>()),
  RelevantCandidatesButton: ({ job }: { job: { _id: string; title: string } }) => (
    <button type="button">{`Candidates for ${job.title}`}</button>
  ),
}));

describe('jobs row actions', () => {
  it('renders the relevant-candidates button with the row’s job in the actions cell', async () => {
    const { provider } = listProvider();
    renderConsole('/jobs', provider);
    const row = (await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT)).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    const actions = within(cells[cells.length - 1]);
    expect(actions.getByRole('button', { name: 'Candidates for Diamond Grader' })).toBeInTheDocument();
    expect(actions.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/jobs/j1');
  });

  it('keeps it on the cards of a phone-width screen', async () => {
    const restore = pretendPhoneWidth();
    try {
      const { provider } = listProvider();
      renderConsole('/jobs', provider);
      await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
      expect(within(screen.getAllByTestId('list-card')[1]).getByRole('button', { name: 'Candidates for Gold Smith' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('has no such action on other lists', async () => {
    const { provider } = listProvider();
    renderConsole('/employers', provider);
    await screen.findAllByRole('link', { name: 'Open' }, FIRST_ROW_TIMEOUT);
    expect(screen.queryByRole('button', { name: /^Candidates for/ })).not.toBeInTheDocument();
  });
});
