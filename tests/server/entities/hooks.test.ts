/** Edits that make AI data stale ask for its rebuild; a failing request does not fail the edit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUnclaimed } from '../storedObjects';
import { actor, addCompany, addSeeker, openTestDb } from './fixtures';

const calls: Array<[string, string]> = [];
let failing = false;
let t: Awaited<ReturnType<typeof openTestDb>>;
let companyId: string;

beforeAll(async () => {
  t = await openTestDb({
    embeddingNeeded: async (id) => {
      calls.push(['job', id]);
      if (failing) throw new Error('queue down');
    },
    resumeChanged: async (id) => {
      calls.push(['seeker', id]);
      if (failing) throw new Error('queue down');
    },
  });
  companyId = await addCompany(t.db);
}, 60_000);
afterAll(() => t?.close());

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Gold Smith', isExternalJob: false, companyId, description: 'd', category: 'c', industry: 'i',
  city: 'Mumbai', state: 'MH', country: 'India', jobType: 'FULL_TIME' as const, ...over,
});

describe('AI follow-ups', () => {
  it('a new internal job asks for an embedding; an external one does not', async () => {
    calls.length = 0;
    const internal = await t.services.jobs.create(job(), actor);
    await t.services.jobs.create(job({ isExternalJob: true, companyId: null, companyName: 'Elsewhere' }), actor);
    expect(calls).toEqual([['job', internal._id]]);
  });

  it('a job edit asks again only when the embedding text changed', async () => {
    const created = await t.services.jobs.create(job(), actor);
    calls.length = 0;
    await t.services.jobs.update(created._id, { title: 'Gold Smith', isExternalJob: false, salary: '10k' }, actor);
    expect(calls).toEqual([]);
    await t.services.jobs.update(created._id, { title: 'Silver Smith', isExternalJob: false }, actor);
    expect(calls).toEqual([['job', created._id]]);
  });

  it('a new resume asks for a refresh; removing one does not', async () => {
    const oldUrl = await storeUnclaimed(t.db, 'resume', 'hooks-old.pdf');
    const newUrl = await storeUnclaimed(t.db, 'resume', 'hooks-new.pdf');
    const id = await addSeeker(t.db, { resume_url: oldUrl });
    calls.length = 0;
    await t.services.jobSeekers.update(id, { resumeUrl: oldUrl }, actor);
    await t.services.jobSeekers.update(id, { resumeUrl: newUrl }, actor);
    await t.services.jobSeekers.update(id, { resumeUrl: null }, actor);
    expect(calls).toEqual([['seeker', id]]);
  });

  it('a failing follow-up leaves the saved change and its answer intact', async () => {
    failing = true;
    try {
      const created = await t.services.jobs.create(job({ title: 'Setter' }), actor);
      expect(created.title).toBe('Setter');
      const id = await addSeeker(t.db);
      const url = await storeUnclaimed(t.db, 'resume', 'hooks-cv.pdf');
      const updated = await t.services.jobSeekers.update(id, { resumeUrl: url }, actor);
      expect(updated.resumeUrl).toBe(url);
    } finally {
      failing = false;
    }
  });
});
