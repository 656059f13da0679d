/**
 * AI-ready at first start (issue 12): after the demo seed, the start-up's bulk build gives every
 * demo seeker with a résumé its overview and vector and every internal job its vector, so the
 * first job a newcomer opens lists relevant candidates at once — no background wait.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../../server/ai/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { openOwnedTestDatabase } from '../platform/testDatabase';
import { seedIfEmpty } from '../../../server/seed';
import { type AiService, createAiService } from '../../../server/services/ai';
import { LocalFileStore } from '../../../server/storage/localFileStore';
import { copyTemplateInto } from '../platform/template';

let dir: string;
let handle: DatabaseHandle;
let ai: AiService;
let buildMs = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jm-seed-ai-'));
  await copyTemplateInto(join(dir, 'data'));
  handle = await openOwnedTestDatabase(join(dir, 'data'));
  const files = new LocalFileStore(join(dir, 'files'));
  await seedIfEmpty({ db: handle.db, files, log: () => {} });
  ai = createAiService({ db: handle.db, files }, { config: loadAiConfig({}) });
  const started = performance.now();
  await ai.buildMissingNow();
  buildMs = performance.now() - started;
}, 180_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo data is AI-ready after the start-up build', () => {
  it('every seeker with a résumé has an overview and a vector, every internal job a vector', async () => {
    const { rows } = await sql<{ no_overview: number; no_vector: number; jobs_without: number }>`
      SELECT (SELECT count(*)::int FROM job_seekers WHERE resume_url IS NOT NULL AND overview IS NULL) AS no_overview,
        (SELECT count(*)::int FROM job_seekers WHERE overview IS NOT NULL AND embedding IS NULL) AS no_vector,
        (SELECT count(*)::int FROM jobs WHERE NOT is_external_job AND embedding IS NULL) AS jobs_without`.execute(handle.db);
    expect(rows[0]).toEqual({ no_overview: 0, no_vector: 0, jobs_without: 0 });
    console.info(`bulk AI build of the demo data: ${buildMs.toFixed(0)} ms`);
    // nothing is left for the background queue
    expect(await ai.enqueueMissingWork()).toBe(0);
  });

  it('every internal demo job has five relevant candidates with a score', async () => {
    const jobs = await handle.db.selectFrom('jobs').select('id').where('is_external_job', '=', false).execute();
    expect(jobs.length).toBeGreaterThan(100);
    for (const job of jobs) {
      const page = await ai.getRelevantCandidates(job.id, 0, 5);
      expect(page, job.id).toHaveLength(5);
      for (const candidate of page) expect(candidate.relevancyScore).toBeGreaterThan(0);
    }
  }, 120_000);

  it('a second build finds nothing to do', async () => {
    expect(await ai.buildMissingNow()).toEqual({ overviews: 0, seekerVectors: 0, jobVectors: 0 });
  });
});
