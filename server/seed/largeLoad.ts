/**
 * Loads a benchmark-sized demo marketplace. Secondary indexes of the loaded tables are dropped
 * first and rebuilt at the end (one bulk build beats 100k trigram-index updates). The caller
 * runs it inside a transaction, so a failure leaves the empty database as it was.
 */
import { type DemoCounts, demoDataChunks } from '../../domain/demo-data';
import type { BulkTarget } from './bulkTarget';
import {
  applicationEventRows,
  applicationRow,
  companyRequestRow,
  companyRow,
  employerRow,
  jobRow,
  seekerNoteRows,
  seekerRow,
} from './rows';

const LOADED_TABLES = [
  'companies',
  'employers',
  'jobs',
  'job_seekers',
  'job_seeker_notes',
  'job_applications',
  'job_application_events',
  'company_requests',
];

export interface LargeLoadOptions {
  seed: number;
  counts: DemoCounts;
  chunkSize?: number;
}

export async function loadLargeDemoData(target: BulkTarget, options: LargeLoadOptions, log: (msg: string) => void): Promise<void> {
  const indexes = await target.rows<{ name: string; definition: string }>(`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema()
      AND i.tablename IN (${LOADED_TABLES.map((t) => `'${t}'`).join(', ')})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname`);
  // Primary keys stay (foreign keys need them); every other index is rebuilt once at the end.
  for (const index of indexes) await target.exec(`DROP INDEX "${index.name}"`);

  const started = Date.now();
  let reported = started;
  const done: Record<string, number> = {};
  const progress = () => Object.entries(done).map(([k, n]) => `${n} ${k}`).join(', ');
  for (const chunk of demoDataChunks(options)) {
    done[chunk.kind] = (done[chunk.kind] ?? 0) + chunk.rows.length;
    switch (chunk.kind) {
      case 'companies':
        await target.copy('companies', chunk.rows.map(companyRow));
        break;
      case 'employers':
        await target.copy('employers', chunk.rows.map(employerRow));
        break;
      case 'jobs':
        await target.copy('jobs', chunk.rows.map(jobRow));
        break;
      case 'jobSeekers':
        // No PDFs for benchmark sets, so no résumé links that would lead nowhere.
        await target.copy('job_seekers', chunk.rows.map((s) => seekerRow({ ...s, resumeUrl: null }, null)));
        await target.copy('job_seeker_notes', chunk.rows.flatMap(seekerNoteRows));
        break;
      case 'applications':
        await target.copy('job_applications', chunk.rows.map(applicationRow));
        await target.copy('job_application_events', chunk.rows.flatMap(applicationEventRows));
        break;
      case 'companyRequests':
        await target.copy('company_requests', chunk.rows.map(companyRequestRow));
        break;
      case 'employerJobCounts':
        await target.exec('CREATE TEMP TABLE seed_employer_counts (id uuid PRIMARY KEY, posted int, left_over int) ON COMMIT DROP');
        await target.copy('seed_employer_counts', chunk.rows.map((e) => ({ id: e._id, posted: e.jobsPosted, left_over: e.jobsLeft })));
        await target.exec(
          'UPDATE employers e SET jobs_posted = c.posted, jobs_left = c.left_over FROM seed_employer_counts c WHERE e.id = c.id',
        );
        break;
    }
    if (Date.now() - reported > 10_000) {
      log(`  … ${progress()}`);
      reported = Date.now();
    }
  }
  log(`  generated and inserted ${progress()} in ${seconds(started)} s; rebuilding ${indexes.length} indexes…`);
  const rebuild = Date.now();
  for (const index of indexes) await target.exec(index.definition);
  log(`  indexes rebuilt in ${seconds(rebuild)} s`);
}

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}
