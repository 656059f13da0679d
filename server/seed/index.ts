/**
 * Fills an empty database with the demo marketplace (domain/demo-data), résumé PDFs included.
 * Safe to call on every start: it does nothing once companies exist, and a transaction-scoped
 * advisory lock keeps two servers on one PostgreSQL from seeding twice.
 */
import { sql } from 'kysely';
import { type DemoData, type DemoDataOptions, generateDemoData, RESUME_BUCKET, resumeObjectName, resumeOf, resumeTextOf } from '../../domain/demo-data';
import type { JobSeeker } from '../../domain/types';
import type { Db } from '../db/client';
import { type FileStore, objectUrl } from '../storage/fileStore';
import { insertInBatches } from './insert';
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

export interface SeedDeps {
  db: Db;
  files: FileStore;
  log: (msg: string) => void;
}

const SEED_LOCK_KEY = 7_317_001;
const WRITE_CONCURRENCY = 16;

export async function isMarketplaceEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** true when it seeded; false when the database already held a marketplace. */
export async function seedIfEmpty(deps: SeedDeps, options: DemoDataOptions = {}): Promise<boolean> {
  if (!(await isMarketplaceEmpty(deps.db))) return false;
  const started = Date.now();
  deps.log('Seeding the demo marketplace…');
  const data = generateDemoData(options);
  const resumes = await storeResumes(deps.files, data.jobSeekers);
  deps.log(`  ${resumes.size} résumé PDFs written (${seconds(started)} s)`);
  const seeded = await deps.db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(tx);
    if (!(await isMarketplaceEmpty(tx))) return false;
    await insertDemoData(tx, data, resumes);
    return true;
  });
  if (seeded) {
    deps.log(
      `Seeded ${data.companies.length} companies, ${data.employers.length} employers, ${data.jobs.length} jobs, ` +
        `${data.jobSeekers.length} job seekers, ${data.applications.length} applications and ` +
        `${data.companyRequests.length} company requests in ${seconds(started)} s.`,
    );
  }
  return seeded;
}

interface StoredResume {
  object: string;
  size: number;
  text: string;
}

async function storeResumes(files: FileStore, seekers: JobSeeker[]): Promise<Map<string, StoredResume>> {
  // pdf-lib is needed only while the demo is seeded: not loaded by a start that finds data
  const { renderResumePdf } = await import('./resumePdf');
  const stored = new Map<string, StoredResume>();
  const pending: Array<Promise<void>> = [];
  for (const seeker of seekers) {
    const resume = resumeOf(seeker);
    if (!resume) continue;
    const object = resumeObjectName(seeker);
    const bytes = await renderResumePdf(resume, new Date(seeker.createdAt));
    stored.set(seeker._id, { object, size: bytes.length, text: resumeTextOf(seeker) ?? '' });
    pending.push(files.put(RESUME_BUCKET, object, bytes, 'application/pdf'));
    if (pending.length >= WRITE_CONCURRENCY) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return stored;
}

export async function insertDemoData(db: Db, data: DemoData, resumes: Map<string, StoredResume>): Promise<void> {
  await insertInBatches(db, 'companies', data.companies.map(companyRow));
  await insertInBatches(db, 'employers', data.employers.map(employerRow));
  await insertInBatches(db, 'jobs', data.jobs.map(jobRow));
  await insertInBatches(
    db,
    'job_seekers',
    data.jobSeekers.map((s) => {
      const resume = resumes.get(s._id);
      // The URL the file store serves the PDF at; the generator made the same one.
      return seekerRow({ ...s, resumeUrl: resume ? objectUrl(RESUME_BUCKET, resume.object) : null }, resume?.text ?? null);
    }),
  );
  await insertInBatches(db, 'job_seeker_notes', data.jobSeekers.flatMap(seekerNoteRows));
  await insertInBatches(db, 'job_applications', data.applications.map(applicationRow));
  await insertInBatches(db, 'job_application_events', data.applications.flatMap(applicationEventRows));
  await insertInBatches(db, 'company_requests', data.companyRequests.map(companyRequestRow));
  const byId = new Map(data.jobSeekers.map((s) => [s._id, s]));
  await insertInBatches(
    db,
    'stored_objects',
    [...resumes].map(([seekerId, r]) => ({
      bucket: RESUME_BUCKET,
      object: r.object,
      content_type: 'application/pdf',
      size: r.size,
      is_public: true,
      created_at: byId.get(seekerId)?.createdAt,
      created_by: byId.get(seekerId)?.personalDetails.email ?? null,
      // Each résumé is its seeker's (007), and the generator's own PDF passes the upload checks.
      owner_kind: 'jobseeker' as const,
      owner_id: seekerId,
      verified: true,
    })),
  );
}

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}
