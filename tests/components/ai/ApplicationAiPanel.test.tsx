/** Application AI panel (spec §4): the four readiness steps, the 1 s wait, the coloured score. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationAiPanel } from '../../../ui/ai';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { theme } from '../../../src/theme';
import { buildApplication, Reloading, renderAi, stubProvider, vector } from './harness';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const palette = createTheme(theme as ThemeOptions).palette;

const stepStatus = (step: string) => screen.getByTestId(`readiness-${step}`).getAttribute('data-status');

describe('ApplicationAiPanel', () => {
  it("stops at the first step with 'Job Seeker resume not uploaded.'", async () => {
    const { provider, spies } = stubProvider();
    renderAi(<ApplicationAiPanel application={buildApplication({ resumeUrl: null })} onReload={() => undefined} />, provider);
    expect(await screen.findByText('Job Seeker resume not uploaded.')).toBeInTheDocument();
    expect(stepStatus('resume')).toBe('error');
    expect(stepStatus('overview')).toBe('idle');
    expect(stepStatus('job_vector')).toBe('idle');
    expect(spies.createJobSeekerOverview).not.toHaveBeenCalled();
    expect(spies.getRelevancyScore).not.toHaveBeenCalled();
  });

  it('waits for the application itself (the list row comes first), and runs again once a resume arrives', async () => {
    const { provider, spies } = stubProvider({ getRelevancyScore: async () => 0.6 });
    const { jobSeeker: _s, job: _j, ...row } = buildApplication();
    const records = [buildApplication({ resumeUrl: null }), buildApplication({ overview: 'x', seekerVector: vector(), jobVector: vector() })];
    let reload = () => undefined as void;
    renderAi(
      <Reloading initial={row as ReturnType<typeof buildApplication>} reload={() => records.shift() ?? buildApplication()}>
        {(application, onReload) => ((reload = onReload), <ApplicationAiPanel application={application} onReload={() => undefined} />)}
      </Reloading>,
      provider,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Job Seeker resume not uploaded.')).not.toBeInTheDocument();
    expect(stepStatus('resume')).toBe('idle');
    reload();
    expect(await screen.findByText('Job Seeker resume not uploaded.')).toBeInTheDocument();
    reload();
    expect(await screen.findByText('Medium match', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(spies.getRelevancyScore).toHaveBeenCalledTimes(1);
  });

  it('generates what is missing in order, waits 1 s, reloads, then counts up to a green score with the skills', async () => {
    const order: string[] = [];
    const { provider, spies } = stubProvider({
      createJobSeekerOverview: async (id) => (order.push('overview'), { _id: id, overview: 'x', jobSeekerDescription: 'x' }),
      createJobSeekerEmbedding: async (id) => (order.push('seeker_vector'), { _id: id, embedding: { vector: vector(), updatedAt: null } }),
      createJobEmbedding: async (id) => (order.push('job_vector'), { _id: id, embeddings: vector() }),
      getRelevancyScore: async () => (order.push('score'), 0.8236),
      explainMatch: async (jobId, jobSeekerId) => ({ jobId, jobSeekerId, matchedSkills: ['Rhino 3D'], missingSkills: ['MatrixGold'], relevancyScore: 0.8236 }),
    });
    let reloadedAt = 0;
    let stepsDoneAt = 0;
    spies.createJobEmbedding.mockImplementationOnce(async (id: string) => {
      order.push('job_vector');
      stepsDoneAt = Date.now();
      return { _id: id, embeddings: vector() };
    });
    renderAi(
      <ApplicationAiPanel application={buildApplication()} onReload={() => void (reloadedAt = Date.now())} />,
      provider,
    );
    expect(screen.getByText('Resume uploaded')).toBeInTheDocument();
    expect(screen.getByText('Job seeker overview')).toBeInTheDocument();
    expect(screen.getByText('Job seeker vector')).toBeInTheDocument();
    expect(screen.getByText('Job vector')).toBeInTheDocument();
    expect(await screen.findByText('Calculating relevancy score...')).toBeInTheDocument();
    for (const step of ['resume', 'overview', 'seeker_vector', 'job_vector']) expect(stepStatus(step)).toBe('success');

    const score = await screen.findByTestId('relevancy-score', {}, { timeout: 3000 });
    expect(order).toEqual(['overview', 'seeker_vector', 'job_vector', 'score']);
    expect(reloadedAt - stepsDoneAt).toBeGreaterThanOrEqual(950);
    expect(score).toHaveAttribute('data-level', 'high');
    expect(score).toHaveAttribute('aria-label', 'Relevancy score: 82.36%');
    expect(within(score).getByText('High match')).toBeInTheDocument();
    await waitFor(() => expect(within(score).getByText('82.36%')).toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByLabelText('Has Rhino 3D')).toBeInTheDocument();
    expect(screen.getByLabelText('Missing MatrixGold')).toBeInTheDocument();
    // one run, although StrictMode runs effects twice
    expect(spies.createJobSeekerOverview).toHaveBeenCalledTimes(1);
    expect(spies.getRelevancyScore).toHaveBeenCalledWith('job-1', 'seeker-1');
  });

  it('says why under the skills: the seniority fit and the résumé phrases for the main requirements', async () => {
    const { provider } = stubProvider({
      getRelevancyScore: async () => 0.74,
      explainMatch: async (jobId, jobSeekerId) => ({
        jobId,
        jobSeekerId,
        matchedSkills: ['Micro Pave Setting'],
        missingSkills: [],
        relevancyScore: 0.74,
        seekerYears: 8,
        requiredYears: 5,
        evidence: [{ requirement: 'Micro Pave Setting', phrase: 'Micro pave setting of diamonds under the microscope' }],
      }),
    });
    renderAi(<ApplicationAiPanel application={buildApplication({ overview: 'x', seekerVector: vector(), jobVector: vector() })} onReload={() => undefined} />, provider);
    const why = await screen.findByTestId('match-why', {}, { timeout: 3000 });
    expect(within(why).getByText('Seniority: 8 years; the job asks 5+')).toBeInTheDocument();
    expect(within(why).getByText('From the résumé')).toBeInTheDocument();
    expect(within(why).getByText('Micro Pave Setting: “Micro pave setting of diamonds under the microscope”')).toBeInTheDocument();
  });

  it("names the seeker's own role when it is above the opening's level, alone too, and says nothing of it otherwise", async () => {
    const explained = (roleAboveOpening: string | null, seekerYears: number | null) =>
      stubProvider({
        getRelevancyScore: async () => 0.85,
        explainMatch: async (jobId, jobSeekerId) => ({
          jobId,
          jobSeekerId,
          matchedSkills: ['Jewellery Sales'],
          missingSkills: [],
          relevancyScore: 0.85,
          seekerYears,
          requiredYears: seekerYears === null ? null : 2,
          roleAboveOpening,
          evidence: [],
        }),
      }).provider;
    const ready = () => buildApplication({ overview: 'x', seekerVector: vector(), jobVector: vector() });
    // the only thing to say: the line still shows
    const alone = renderAi(<ApplicationAiPanel application={ready()} onReload={() => undefined} />, explained('Store Manager', null));
    const why = await screen.findByTestId('match-why', {}, { timeout: 3000 });
    expect(within(why).getByText("Role: Store Manager, above this opening's level")).toBeInTheDocument();
    alone.unmount();

    renderAi(<ApplicationAiPanel application={ready()} onReload={() => undefined} />, explained(null, 4));
    const seniorityOnly = await screen.findByTestId('match-why', {}, { timeout: 3000 });
    expect(within(seniorityOnly).getByText('Seniority: 4 years; the job asks 2+')).toBeInTheDocument();
    expect(within(seniorityOnly).queryByText(/above this opening's level/)).not.toBeInTheDocument();
  });

  it("names the ad's words the profile shares when the job lists few skills, alone too, and nothing of them otherwise", async () => {
    const explained = (adWords: string[]) =>
      stubProvider({
        getRelevancyScore: async () => 0.68,
        explainMatch: async (jobId, jobSeekerId) => ({
          jobId,
          jobSeekerId,
          matchedSkills: ['Quality Checker'],
          missingSkills: [],
          relevancyScore: 0.68,
          seekerYears: null,
          requiredYears: null,
          evidence: [],
          adWords,
        }),
      }).provider;
    const ready = () => buildApplication({ overview: 'x', seekerVector: vector(), jobVector: vector() });
    const shared = renderAi(<ApplicationAiPanel application={ready()} onReload={() => undefined} />, explained(['xrf', 'huid', 'hallmark']));
    const why = await screen.findByTestId('match-why', {}, { timeout: 3000 });
    expect(within(why).getByText("Shares the ad's words: xrf, huid, hallmark")).toBeInTheDocument();
    shared.unmount();

    renderAi(<ApplicationAiPanel application={ready()} onReload={() => undefined} />, explained([]));
    await screen.findByText('Quality Checker', {}, { timeout: 3000 });
    expect(screen.queryByTestId('match-why')).not.toBeInTheDocument();
  });

  it('shows each step idle, then loading with its progress, then done, one after the other', async () => {
    const gates = { overview: deferred(), seeker_vector: deferred(), job_vector: deferred() };
    const { provider } = stubProvider({
      createJobSeekerOverview: async (id) => (await gates.overview.promise, { _id: id, overview: 'x', jobSeekerDescription: 'x' }),
      createJobSeekerEmbedding: async (id) => (await gates.seeker_vector.promise, { _id: id, embedding: { vector: vector(), updatedAt: null } }),
      createJobEmbedding: async (id) => (await gates.job_vector.promise, { _id: id, embeddings: vector() }),
      getRelevancyScore: async () => 0.9,
    });
    renderAi(<ApplicationAiPanel application={buildApplication()} onReload={() => undefined} />, provider);
    const progress = screen.getByRole('progressbar', { name: 'Relevancy of this job seeker for this job' });
    const statuses = () => ['resume', 'overview', 'seeker_vector', 'job_vector'].map(stepStatus);
    await waitFor(() => expect(statuses()).toEqual(['success', 'loading', 'idle', 'idle']));
    expect(within(screen.getByTestId('readiness-overview')).getByText('In progress')).toBeInTheDocument();
    expect(within(screen.getByTestId('readiness-seeker_vector')).getByText('Waiting')).toBeInTheDocument();
    expect(within(screen.getByTestId('readiness-resume')).getByText('Done')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    gates.overview.resolve();
    await waitFor(() => expect(statuses()).toEqual(['success', 'success', 'loading', 'idle']));
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    gates.seeker_vector.resolve();
    await waitFor(() => expect(statuses()).toEqual(['success', 'success', 'success', 'loading']));
    expect(progress).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByText('Calculating relevancy score...')).not.toBeInTheDocument();
    gates.job_vector.resolve();
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByText('Calculating relevancy score...')).toBeInTheDocument();
    expect(await screen.findByText('High match', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('waits the whole second after the steps before it reloads and asks for the score', async () => {
    const events: Array<[string, number]> = [];
    const { provider } = stubProvider({
      createJobEmbedding: async (id) => (events.push(['steps done', Date.now()]), { _id: id, embeddings: vector() }),
      getRelevancyScore: async () => (events.push(['score', Date.now()]), 0.8),
    });
    renderAi(
      <ApplicationAiPanel application={buildApplication({ overview: 'x', seekerVector: vector() })} onReload={() => void events.push(['reload', Date.now()])} />,
      provider,
    );
    await screen.findByTestId('relevancy-score', {}, { timeout: 3000 });
    expect(events.map(([what]) => what)).toEqual(['steps done', 'reload', 'score']);
    expect(events[1][1] - events[0][1]).toBeGreaterThanOrEqual(990);
    expect(events[2][1]).toBeGreaterThanOrEqual(events[1][1]);
  });

  it('colours a high score green and a low one red, as their chips', async () => {
    const ready = { overview: 'x', seekerVector: vector(), jobVector: vector(2) };
    const colourOf = async (score: number, level: string, chipText: string) => {
      const { provider } = stubProvider({ getRelevancyScore: async () => score });
      const view = renderAi(<ApplicationAiPanel application={buildApplication(ready)} onReload={() => undefined} />, provider);
      const shown = await screen.findByTestId('relevancy-score', {}, { timeout: 3000 });
      expect(shown).toHaveAttribute('data-level', level);
      const number = within(shown).getByText(/%$/);
      const chip = within(shown).getByText(chipText).closest('.MuiChip-root') as Element;
      const colours = { number: getComputedStyle(number).color, chip: getComputedStyle(chip).backgroundColor };
      view.unmount();
      return colours;
    };
    const high = await colourOf(0.7001, 'high', 'High match');
    expect(high.number).toBe(high.chip);
    expect(high.number.toLowerCase()).toBe(palette.success.main.toLowerCase());
    const low = await colourOf(0.4499, 'low', 'Low match');
    expect(low.number).toBe(low.chip);
    expect(low.number.toLowerCase()).toBe(palette.error.main.toLowerCase());
    expect(high.number).not.toBe(low.number);
  });

  it('skips generation for what exists and colours a medium score amber and a low one red', async () => {
    const ready = { overview: 'Gemmologist.', seekerVector: vector(), jobVector: vector(2) };
    const medium = stubProvider({ getRelevancyScore: async () => 0.5 });
    renderAi(<ApplicationAiPanel application={buildApplication(ready)} onReload={() => undefined} />, medium.provider);
    const score = await screen.findByTestId('relevancy-score', {}, { timeout: 3000 });
    expect(score).toHaveAttribute('data-level', 'medium');
    expect(within(score).getByText('Medium match')).toBeInTheDocument();
    expect(medium.spies.createJobSeekerOverview).not.toHaveBeenCalled();
    expect(medium.spies.createJobSeekerEmbedding).not.toHaveBeenCalled();
    expect(medium.spies.createJobEmbedding).not.toHaveBeenCalled();
    const amber = within(score).getByText(/%$/);
    await waitFor(() => expect(amber).toHaveTextContent('50.00%'), { timeout: 3000 });
    expect(getComputedStyle(amber).color).toBe(getComputedStyle(screen.getByText('Medium match').closest('.MuiChip-root') as Element).backgroundColor);
  });

  it('colours a low score red and treats 0 as not calculated', async () => {
    const ready = { overview: 'Cashier.', seekerVector: vector(), jobVector: vector(2) };
    const low = stubProvider({ getRelevancyScore: async () => 0.3 });
    const first = renderAi(<ApplicationAiPanel application={buildApplication(ready)} onReload={() => undefined} />, low.provider);
    expect(await screen.findByText('Low match', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('relevancy-score')).toHaveAttribute('data-level', 'low');
    first.unmount();
    const zero = stubProvider({ getRelevancyScore: async () => 0 });
    renderAi(<ApplicationAiPanel application={buildApplication(ready)} onReload={() => undefined} />, zero.provider);
    expect(await screen.findByText('Not calculated', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('relevancy-score')).toHaveAttribute('data-level', 'none');
  });

  it("says 'Some steps failed. Please check and try again.' and Try again runs the steps again", async () => {
    let calls = 0;
    const { provider, spies } = stubProvider({
      createJobEmbedding: async (id) => {
        calls++;
        if (calls === 1) throw new Error('AI provider at http://ai/embeddings failed with HTTP 503');
        return { _id: id, embeddings: vector() };
      },
      getRelevancyScore: async () => 0.9,
    });
    const { user } = renderAi(
      <ApplicationAiPanel application={buildApplication({ overview: 'x', seekerVector: vector() })} onReload={() => undefined} />,
      provider,
    );
    expect(await screen.findByText('Some steps failed. Please check and try again.')).toBeInTheDocument();
    expect(stepStatus('job_vector')).toBe('error');
    expect(stepStatus('seeker_vector')).toBe('success');
    expect(screen.getByText(/failed with HTTP 503/)).toBeInTheDocument();
    expect(spies.getRelevancyScore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('High match', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Some steps failed. Please check and try again.')).not.toBeInTheDocument();
  });

  it('marks the seeker vector failed when the overview could not be written', async () => {
    const { provider, spies } = stubProvider({ createJobSeekerOverview: async () => ({ _id: '', overview: null, jobSeekerDescription: null }) });
    renderAi(<ApplicationAiPanel application={buildApplication({ jobVector: vector() })} onReload={() => undefined} />, provider);
    expect(await screen.findByText('Some steps failed. Please check and try again.')).toBeInTheDocument();
    expect(stepStatus('overview')).toBe('error');
    expect(stepStatus('seeker_vector')).toBe('error');
    expect(stepStatus('job_vector')).toBe('success');
    expect(spies.createJobSeekerEmbedding).not.toHaveBeenCalled();
  });

  it("says 'Failed to calculate relevancy score.' when the score call fails", async () => {
    const { provider } = stubProvider({ getRelevancyScore: async () => Promise.reject(new Error('nope')) });
    renderAi(
      <ApplicationAiPanel application={buildApplication({ overview: 'x', seekerVector: vector(), jobVector: vector() })} onReload={() => undefined} />,
      provider,
    );
    expect(await screen.findByText('Failed to calculate relevancy score.', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
