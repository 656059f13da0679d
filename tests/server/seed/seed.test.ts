import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_COUNTS, generateDemoData, RESUME_BUCKET } from '../../../domain/demo-data';
import type { DatabaseHandle } from '../../../server/db/client';
import { openOwnedTestDatabase } from '../platform/testDatabase';
import { seedIfEmpty } from '../../../server/seed';
import { parseObjectUrl } from '../../../server/storage/fileStore';
import { LocalFileStore } from '../../../server/storage/localFileStore';

let dir: string;
let handle: DatabaseHandle;
let files: LocalFileStore;
let firstRun: boolean;
const logs: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jm-seed-'));
  handle = await openOwnedTestDatabase(join(dir, 'data'));
  files = new LocalFileStore(join(dir, 'files'));
  firstRun = await seedIfEmpty({ db: handle.db, files, log: (m) => logs.push(m) });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function count(table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(handle.db);
  return rows[0].n;
}

describe('seedIfEmpty', () => {
  it('fills an empty database with the default demo counts', async () => {
    expect(firstRun).toBe(true);
    expect(await count('companies')).toBe(DEFAULT_DEMO_COUNTS.companies);
    expect(await count('employers')).toBe(DEFAULT_DEMO_COUNTS.employers);
    expect(await count('jobs')).toBe(DEFAULT_DEMO_COUNTS.jobs);
    expect(await count('job_seekers')).toBe(DEFAULT_DEMO_COUNTS.jobSeekers);
    expect(await count('job_applications')).toBe(DEFAULT_DEMO_COUNTS.applications);
    expect(await count('company_requests')).toBe(DEFAULT_DEMO_COUNTS.companyRequests);
    expect(logs.join('\n')).toMatch(/Seeded 40 companies/);
  });

  it('stores history and notes as application events, and seeker notes', async () => {
    const data = generateDemoData();
    const history = data.applications.reduce((n, a) => n + a.history.length, 0);
    const notes = data.applications.reduce((n, a) => n + a.notes.length, 0);
    const { rows } = await sql<{ kind: string; n: number }>`
      SELECT kind, count(*)::int AS n FROM job_application_events GROUP BY kind ORDER BY kind`.execute(handle.db);
    expect(rows).toEqual([
      { kind: 'note', n: notes },
      { kind: 'status', n: history },
    ]);
    expect(await count('job_seeker_notes')).toBe(data.jobSeekers.reduce((n, s) => n + s.notes.length, 0));
  });

  it('maps nested contract fields to their columns', async () => {
    const job = generateDemoData().jobs.find((j) => !j.isExternalJob);
    const row = await handle.db.selectFrom('jobs').selectAll().where('id', '=', job?._id ?? '').executeTakeFirstOrThrow();
    expect(row.company_name).toBe(job?.companyName);
    expect(row.skills_required).toEqual(job?.skillsRequired);
    // The SEO metadata as a console save stores it: what staff edit, not the url the server derives.
    const { url: _derived, ...edited } = job!.metadata!;
    expect(row.metadata).toEqual(edited);
    expect(row.created_at.toISOString()).toBe(job?.createdAt);
  });

  it('does nothing the second time', async () => {
    expect(await seedIfEmpty({ db: handle.db, files, log: () => {} })).toBe(false);
    expect(await count('companies')).toBe(DEFAULT_DEMO_COUNTS.companies);
  });

  it('stores a readable résumé PDF for most seekers, catalogued in stored_objects', async () => {
    const seekers = await handle.db
      .selectFrom('job_seekers')
      .select(['id', 'full_name', 'resume_url', 'resume_text'])
      .where('resume_url', 'is not', null)
      .orderBy('id')
      .execute();
    expect(seekers.length).toBeGreaterThan(780);
    expect(await count('stored_objects')).toBe(seekers.length);
    const seeker = seekers[0];
    const location = parseObjectUrl(seeker.resume_url ?? '');
    expect(location?.bucket).toBe(RESUME_BUCKET);
    expect(location?.object.startsWith(`${seeker.id}_`)).toBe(true);
    const stored = await files.get(RESUME_BUCKET, location?.object ?? '');
    expect(stored?.contentType).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(stored?.bytes ?? []));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(seeker.full_name);
    expect(text).toContain('EXPERIENCE');
    expect(seeker.resume_text).toContain(seeker.full_name);
    const catalogued = await handle.db
      .selectFrom('stored_objects')
      .selectAll()
      .where('object', '=', location?.object ?? '')
      .executeTakeFirstOrThrow();
    expect(catalogued.size).toBe(stored?.bytes.length);
    // Each résumé is its seeker's (no other record can take it) and passed the upload checks.
    expect(catalogued).toMatchObject({ owner_kind: 'jobseeker', owner_id: seeker.id, verified: true });
    const unowned = await handle.db.selectFrom('stored_objects').select('object').where('owner_id', 'is', null).execute();
    expect(unowned).toEqual([]);
  });
});
