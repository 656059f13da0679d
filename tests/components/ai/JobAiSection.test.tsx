/** Job detail AI section (spec §2, §4): the automatic vector step, candidates, sparkline, paging. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobAiSection } from '../../../ui/ai';
import { buildCandidate, buildJob, Reloading, renderAi, stubProvider, vector } from './harness';

const five = (from: number) =>
  Array.from({ length: 5 }, (_, i) => buildCandidate(`s${from + i}`, `Seeker ${from + i}`, 0.9 - (from + i) / 100));

describe('JobAiSection', () => {
  it('renders nothing for an external job', () => {
    const { provider, spies } = stubProvider();
    renderAi(<JobAiSection job={buildJob({ isExternalJob: true })} onReload={() => undefined} />, provider);
    expect(screen.queryByText('Relevant Candidates')).not.toBeInTheDocument();
    expect(screen.queryByText('Vector Sparkline')).not.toBeInTheDocument();
    expect(spies.createJobEmbedding).not.toHaveBeenCalled();
  });

  it('generates a missing vector once, reloads, then lists candidates with scores and skills', async () => {
    let finish = () => undefined as void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const { provider, spies } = stubProvider({
      createJobEmbedding: async (id) => (await gate, { _id: id, embeddings: vector() }),
      getRelevantCandidates: async () => [
        buildCandidate('s1', 'Priya Sharma', 0.82345, { matchedSkills: ['Rhino 3D'], missingSkills: ['MatrixGold'] }),
        buildCandidate('s2', 'Ravi Kumar', 0.5),
      ],
    });
    let reloads = 0;
    renderAi(
      <Reloading initial={buildJob()} reload={() => (reloads++, buildJob({ embeddings: vector() }))}>
        {(job, onReload) => <JobAiSection job={job} onReload={onReload} />}
      </Reloading>,
      provider,
    );
    expect(await screen.findByText('Generating AI Vector...')).toBeInTheDocument();
    expect(screen.getAllByText('Not available.')).toHaveLength(2);
    finish();
    const table = await screen.findByRole('table', { name: 'Relevant Candidates' });
    expect(screen.queryByText('Generating AI Vector...')).not.toBeInTheDocument();
    expect(spies.createJobEmbedding).toHaveBeenCalledTimes(1);
    expect(spies.createJobEmbedding).toHaveBeenCalledWith('job-1');
    expect(reloads).toBe(1);
    expect(spies.getRelevantCandidates).toHaveBeenCalledWith('job-1', 0, 5);

    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Score', 'Skills', 'Actions']);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(first).getByText('82.3%')).toBeInTheDocument();
    expect(within(first).getByLabelText('Has Rhino 3D')).toBeInTheDocument();
    expect(within(first).getByLabelText('Missing MatrixGold')).toBeInTheDocument();
    const open = within(first).getByRole('link', { name: 'Open Priya Sharma in a new tab' });
    expect(open).toHaveAttribute('href', '/jobseekers/s1');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByText('50.0%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sparkline of the 256 numbers of the AI vector' })).toBeInTheDocument();
  });

  it("waits for the job's own fields: the list row shown first (no embeddings field) generates nothing", async () => {
    const { provider, spies } = stubProvider({ getRelevantCandidates: async () => [] });
    const { embeddings: _notSelected, ...row } = buildJob();
    let reload = () => undefined as void;
    renderAi(
      <Reloading initial={row as ReturnType<typeof buildJob>} reload={() => buildJob({ embeddings: vector() })}>
        {(job, onReload) => ((reload = onReload), <JobAiSection job={job} onReload={onReload} />)}
      </Reloading>,
      provider,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(spies.createJobEmbedding).not.toHaveBeenCalled();
    expect(screen.queryByText('Generating AI Vector...')).not.toBeInTheDocument();
    reload();
    expect(await screen.findByText('No relevant candidates found.')).toBeInTheDocument();
    expect(spies.createJobEmbedding).not.toHaveBeenCalled();
  });

  it("shows 'Failed to create job embedding.' when creation returns no id", async () => {
    const { provider, spies } = stubProvider({ createJobEmbedding: async () => ({ _id: '', embeddings: null }) });
    renderAi(<JobAiSection job={buildJob()} onReload={() => undefined} />, provider);
    expect(await screen.findByText('Failed to create job embedding.')).toBeInTheDocument();
    expect(screen.getAllByText('Not available.')).toHaveLength(2);
    expect(spies.getRelevantCandidates).not.toHaveBeenCalled();
  });

  it('shows the failure when creation is refused, and Retry runs it again', async () => {
    let calls = 0;
    const { provider } = stubProvider({
      createJobEmbedding: async (id) => {
        calls++;
        if (calls === 1) throw new Error('AI provider down');
        return { _id: id, embeddings: vector() };
      },
    });
    let reloads = 0;
    const { user } = renderAi(<JobAiSection job={buildJob()} onReload={() => void reloads++} />, provider);
    expect(await screen.findByText('Failed to create job embedding.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reloads).toBe(1));
    expect(calls).toBe(2);
  });

  it('pages 5 at a time: a full page keeps Next enabled, a short one gives the exact total', async () => {
    const { provider, spies } = stubProvider({
      getRelevantCandidates: async (_job, page) => (page === 0 ? five(0) : page === 1 ? five(5).slice(0, 2) : []),
    });
    const { user } = renderAi(<JobAiSection job={buildJob({ embeddings: vector() })} onReload={() => undefined} />, provider);
    expect(await screen.findByText('Seeker 0')).toBeInTheDocument();
    expect(spies.createJobEmbedding).not.toHaveBeenCalled();
    expect(screen.getByText('1–5 of 6')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('Seeker 5')).toBeInTheDocument();
    expect(screen.getByText('6–7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(spies.getRelevantCandidates).toHaveBeenLastCalledWith('job-1', 1, 5);
  });

  it("says 'No more candidates. Please navigate to previous page.' past the last row", async () => {
    const { provider } = stubProvider({ getRelevantCandidates: async (_job, page) => (page === 0 ? five(0) : []) });
    const { user } = renderAi(<JobAiSection job={buildJob({ embeddings: vector() })} onReload={() => undefined} />, provider);
    await screen.findByText('Seeker 0');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('No more candidates. Please navigate to previous page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('Seeker 0')).toBeInTheDocument();
  });

  it("says 'No relevant candidates found.' for an empty first page, and 'Not available.' when the lookup fails", async () => {
    const { provider } = stubProvider({ getRelevantCandidates: async () => [] });
    renderAi(<JobAiSection job={buildJob({ embeddings: vector() })} onReload={() => undefined} />, provider);
    expect(await screen.findByText('No relevant candidates found.')).toBeInTheDocument();

    const failing = stubProvider({ getRelevantCandidates: async () => Promise.reject(new Error('boom')) });
    renderAi(<JobAiSection job={buildJob({ _id: 'job-2', embeddings: vector() })} onReload={() => undefined} />, failing.provider);
    expect(await screen.findByText('Not available.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('opens collapsed on a phone; once opened, each row shows "n of m skills" under the name, which opens the chips, so Name, Score and Actions fit', async () => {
    const desktop = window.matchMedia;
    // a phone-width screen: max-width queries match, min-width ones do not
    window.matchMedia = (query: string) => {
      const list = desktop(query);
      Object.defineProperty(list, 'matches', { value: /max-width/.test(query) });
      return list;
    };
    try {
      const { provider } = stubProvider({
        getRelevantCandidates: async () => [buildCandidate('s1', 'Priya Sharma', 0.82345, { matchedSkills: ['Rhino 3D'], missingSkills: ['MatrixGold'] })],
      });
      const { user } = renderAi(<JobAiSection job={buildJob({ embeddings: vector() })} onReload={() => undefined} />, provider);
      const toggle = screen.getByRole('button', { name: 'Show or hide the AI section' });
      // collapsed from the first render: the job's own sections come first on a phone
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const table = await screen.findByRole('table', { name: 'Relevant Candidates' });
      await waitFor(() => expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Score', 'Actions']));
      const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
      expect(cells).toHaveLength(3);
      expect(within(cells[0]).getByText('Priya Sharma')).toBeInTheDocument();
      const summary = within(cells[0]).getByRole('button', { name: '1 of 2 skills' });
      expect(summary).toHaveAttribute('aria-expanded', 'false');
      expect(within(cells[0]).queryByLabelText('Has Rhino 3D')).not.toBeInTheDocument();
      await user.click(summary);
      expect(summary).toHaveAttribute('aria-expanded', 'true');
      expect(within(cells[0]).getByLabelText('Has Rhino 3D')).toBeInTheDocument();
      expect(within(cells[0]).getByLabelText('Missing MatrixGold')).toBeInTheDocument();
      await user.click(summary);
      expect(within(cells[0]).queryByLabelText('Has Rhino 3D')).not.toBeInTheDocument();
      expect(cells[1]).toHaveTextContent('82.3%');
      expect(within(cells[2]).getByRole('link', { name: 'Open Priya Sharma in a new tab' })).toHaveAttribute('target', '_blank');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('collapses and expands on a header click', async () => {
    const { provider } = stubProvider({ getRelevantCandidates: async () => [] });
    const { user } = renderAi(<JobAiSection job={buildJob({ embeddings: vector() })} onReload={() => undefined} />, provider);
    const toggle = screen.getByRole('button', { name: 'Show or hide the AI section' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('AI', { selector: 'h2' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
