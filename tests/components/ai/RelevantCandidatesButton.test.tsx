/** The jobs list popup of relevant candidates (spec §2): sorted, 5 a page, rounded percent, new tab. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RelevantCandidate } from '../../../domain/types';
import { RelevantCandidatesButton } from '../../../ui/ai';
import { buildCandidate, renderAi, stubProvider } from './harness';

const job = (relevantCandidates?: RelevantCandidate[]) =>
  ({ _id: 'job-1', title: 'CAD Designer', isExternalJob: false, relevantCandidates }) as {
    _id: string;
    title: string;
    isExternalJob: boolean;
    relevantCandidates: RelevantCandidate[];
  };

describe('RelevantCandidatesButton', () => {
  it('is absent for an external job', () => {
    const { provider } = stubProvider();
    renderAi(<RelevantCandidatesButton job={{ ...job([]), isExternalJob: true }} />, provider);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("lists the row's candidates by percentage, rounded, 5 a page, each opening the seeker in a new tab", async () => {
    const given = [12.4, 88.6, 40, 71.5, 55.2, 90.1, 33.3].map((percentage, i) => ({
      jobSeekerId: `s${i}`,
      jobSeekerName: `Seeker ${i}`,
      percentage,
    }));
    const { provider, spies } = stubProvider();
    const { user } = renderAi(<RelevantCandidatesButton job={job(given)} />, provider);
    await user.click(screen.getByRole('button', { name: 'Relevant candidates for CAD Designer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relevant candidates: CAD Designer' });
    const names = () => within(dialog).getAllByRole('listitem').map((li) => within(li).getByText(/^Seeker/).textContent);
    expect(names()).toEqual(['Seeker 5', 'Seeker 1', 'Seeker 3', 'Seeker 4', 'Seeker 2']);
    expect(within(dialog).getByText('90% match')).toBeInTheDocument();
    expect(within(dialog).getByText('89% match')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Open Seeker 5 in a new tab' });
    expect(link).toHaveAttribute('href', '/jobseekers/s5');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(['Seeker 6', 'Seeker 0']);
    expect(spies.getRelevantCandidates).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the server page by page when the row carries no candidates', async () => {
    const { provider, spies } = stubProvider({
      getRelevantCandidates: async (_id, page) =>
        page === 0
          ? [0.91, 0.8, 0.7, 0.6, 0.5].map((s, i) => buildCandidate(`p${i}`, `Person ${i}`, s))
          : [buildCandidate('p5', 'Person 5', 0.4)],
    });
    const { user } = renderAi(<RelevantCandidatesButton job={job(undefined)} />, provider);
    await user.click(screen.getByRole('button', { name: 'Relevant candidates for CAD Designer' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Person 0')).toBeInTheDocument();
    expect(within(dialog).getByText('91% match')).toBeInTheDocument();
    expect(spies.getRelevantCandidates).toHaveBeenCalledWith('job-1', 0, 5);
    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    expect(await within(dialog).findByText('Person 5')).toBeInTheDocument();
    expect(within(dialog).getByText('40% match')).toBeInTheDocument();
  });

  it("says 'No relevant candidates found.' when there are none", async () => {
    const { provider } = stubProvider();
    const { user } = renderAi(<RelevantCandidatesButton job={job([])} />, provider);
    await user.click(screen.getByRole('button', { name: 'Relevant candidates for CAD Designer' }));
    expect(await screen.findByText('No relevant candidates found.')).toBeInTheDocument();
  });
});
