/** Job seeker AI section (spec §2, §4): Overview, Vector Sparkline, the automatic steps, the five AI messages. */
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JobSeeker } from '../../../domain/types';
import { JobSeekerAiSection } from '../../../ui/ai';
import { buildSeeker, Reloading, renderAi, stubProvider, vector } from './harness';

const RESUME = '/api/s3/buckets/resume/objects/seeker-1_1_cv.pdf';
const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('JobSeekerAiSection', () => {
  it('writes the overview of a seeker with a resume, reloads, then builds the vector and shows it', async () => {
    const overviewGate = deferred();
    const vectorGate = deferred();
    const { provider, spies } = stubProvider({
      createJobSeekerOverview: async (id) => (await overviewGate.promise, { _id: id, overview: 'CAD designer.', jobSeekerDescription: 'CAD designer.' }),
      createJobSeekerEmbedding: async (id) => (await vectorGate.promise, { _id: id, embedding: { vector: vector(), updatedAt: null } }),
    });
    let current: JobSeeker = buildSeeker({ resumeUrl: RESUME });
    const reload = () => {
      current =
        current.overview === null
          ? buildSeeker({ resumeUrl: RESUME, overview: 'Priya is a CAD jewellery designer with 4 years of experience.' })
          : { ...current, embedding: { vector: vector(), updatedAt: '2026-01-02T00:00:00.000Z' } };
      return current;
    };
    renderAi(
      <Reloading initial={current} reload={reload}>
        {(seeker, onReload) => <JobSeekerAiSection jobSeeker={seeker} onReload={onReload} />}
      </Reloading>,
      provider,
    );
    expect(await screen.findByText('Generating AI Overview. Please wait before making changes...')).toBeInTheDocument();
    expect(screen.getByText('No overview available to generate embedding.')).toBeInTheDocument();
    overviewGate.resolve();
    expect(await screen.findByText('Priya is a CAD jewellery designer with 4 years of experience.')).toBeInTheDocument();
    expect(await screen.findByText('Generating AI Vector...')).toBeInTheDocument();
    vectorGate.resolve();
    expect(await screen.findByRole('img', { name: 'Sparkline of the 256 numbers of the AI vector' })).toBeInTheDocument();
    expect(spies.createJobSeekerOverview).toHaveBeenCalledTimes(1);
    expect(spies.createJobSeekerOverview).toHaveBeenCalledWith('seeker-1');
    expect(spies.createJobSeekerEmbedding).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vector Sparkline' })).toBeInTheDocument();
  });

  it('says there is no resume and no overview, and generates nothing', async () => {
    const { provider, spies } = stubProvider();
    renderAi(<JobSeekerAiSection jobSeeker={buildSeeker()} onReload={() => undefined} />, provider);
    expect(screen.getByText('No resume uploaded to generate overview.')).toBeInTheDocument();
    expect(screen.getByText('No overview available to generate embedding.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(spies.createJobSeekerOverview).not.toHaveBeenCalled();
    expect(spies.createJobSeekerEmbedding).not.toHaveBeenCalled();
  });

  it("says the overview will come shortly when writing it failed, with the server's reason", async () => {
    const { provider } = stubProvider({
      createJobSeekerOverview: async () => {
        throw new Error('The resume has no readable text (it may be a scanned image), so no overview can be generated.');
      },
    });
    renderAi(<JobSeekerAiSection jobSeeker={buildSeeker({ resumeUrl: RESUME })} onReload={() => undefined} />, provider);
    expect(await screen.findByText('Overview not available. It will be generated automatically shortly.')).toBeInTheDocument();
    expect(screen.getByText(/no readable text/)).toBeInTheDocument();
  });

  it("shows 'Failed to create job embedding.' when the vector call returns no id; refresh retries", async () => {
    let calls = 0;
    const { provider } = stubProvider({
      createJobSeekerEmbedding: async () => {
        calls++;
        return { _id: '', embedding: { vector: null, updatedAt: null } };
      },
    });
    let reloads = 0;
    const { user } = renderAi(
      <JobSeekerAiSection jobSeeker={buildSeeker({ overview: 'Gemmologist.' })} onReload={() => void reloads++} />,
      provider,
    );
    expect(await screen.findByText('Failed to create job embedding.')).toBeInTheDocument();
    expect(screen.getByText('Embedding not available. Click refresh to retry.')).toBeInTheDocument();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(reloads).toBe(1);
  });

  it("retries a failed step when the screen reloads the seeker (its own Refresh)", async () => {
    let calls = 0;
    const { provider } = stubProvider({
      createJobSeekerEmbedding: async () => {
        calls++;
        throw new Error('AI provider down');
      },
    });
    // stands for the detail screen: react-admin's getOne query of the seeker, and its Refresh
    function ScreenRefresh() {
      const load = useQuery({ queryKey: ['jobseekers', 'getOne', { id: 'seeker-1' }], queryFn: async () => (await new Promise((r) => setTimeout(r, 20)), 1) });
      return <button onClick={() => void load.refetch()}>Screen refresh</button>;
    }
    const { user } = renderAi(
      <>
        <ScreenRefresh />
        <JobSeekerAiSection jobSeeker={buildSeeker({ overview: 'Gemmologist.' })} onReload={() => undefined} />
      </>,
      provider,
    );
    expect(await screen.findByText('Embedding not available. Click refresh to retry.')).toBeInTheDocument();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Screen refresh' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows the stored overview (jobSeekerDescription too) and vector without generating anything', async () => {
    const { provider, spies } = stubProvider();
    renderAi(
      <JobSeekerAiSection
        jobSeeker={buildSeeker({ resumeUrl: RESUME, jobSeekerDescription: 'Store manager, 10 years.', embedding: { vector: vector(), updatedAt: null } })}
        onReload={() => undefined}
      />,
      provider,
    );
    expect(screen.getByText('Store manager, 10 years.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sparkline of the 256 numbers of the AI vector' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(spies.createJobSeekerOverview).not.toHaveBeenCalled();
    expect(spies.createJobSeekerEmbedding).not.toHaveBeenCalled();
  });

  it('treats a vector of the wrong length as missing and rebuilds it', async () => {
    const { provider, spies } = stubProvider();
    renderAi(
      <JobSeekerAiSection jobSeeker={buildSeeker({ overview: 'Karigar.', embedding: { vector: [0.1, 0.2], updatedAt: null } })} onReload={() => undefined} />,
      provider,
    );
    await waitFor(() => expect(spies.createJobSeekerEmbedding).toHaveBeenCalledTimes(1));
  });
});
