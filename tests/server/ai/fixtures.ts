/** A throwaway migrated PGlite database and hand-made rows for the AI server tests. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle, Db } from '../../../server/db/client';
import type { FileStore, StoredFile } from '../../../server/storage/fileStore';
import { copyTemplateInto } from '../platform/template';
import { openOwnedTestDatabase } from '../platform/testDatabase';

export interface TestDb {
  handle: DatabaseHandle;
  db: Db;
  files: MemoryFileStore;
  close(): Promise<void>;
}

export class MemoryFileStore implements FileStore {
  readonly objects = new Map<string, StoredFile>();
  async put(bucket: string, object: string, bytes: Uint8Array, contentType: string) {
    this.objects.set(`${bucket}/${object}`, { bytes, contentType });
  }
  async get(bucket: string, object: string) {
    return this.objects.get(`${bucket}/${object}`) ?? null;
  }
  async delete(bucket: string, object: string) {
    return this.objects.delete(`${bucket}/${object}`);
  }
}

export async function openTestDb(): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-ai-'));
  // a migrated template folder spares each file the ~3 s of initdb
  await copyTemplateInto(dataDir);
  const handle = await openOwnedTestDatabase(dataDir);
  return {
    handle,
    db: handle.db,
    files: new MemoryFileStore(),
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function insertJob(
  db: Db,
  values: { title: string; description?: string; skills?: string[]; category?: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('jobs')
    .values({
      id,
      title: values.title,
      is_external_job: false,
      description: values.description ?? null,
      skills_required: values.skills ?? [],
      category: values.category ?? null,
      industry: 'Jewellery',
    })
    .execute();
  return id;
}

export async function insertSeeker(
  db: Db,
  values: { name: string; overview?: string | null; skills?: string[]; resumeUrl?: string | null },
): Promise<string> {
  const id = randomUUID();
  const [first, ...rest] = values.name.split(' ');
  await db
    .insertInto('job_seekers')
    .values({
      id,
      full_name: values.name,
      first_name: first,
      last_name: rest.join(' ') || null,
      overview: values.overview ?? null,
      skills: values.skills ?? [],
      resume_url: values.resumeUrl ?? null,
    })
    .execute();
  return id;
}

export async function storedVector(db: Db, table: 'jobs' | 'job_seekers', id: string): Promise<number[] | null> {
  const row = await db.selectFrom(table).select('embedding').where('id', '=', id).executeTakeFirstOrThrow();
  return row.embedding ? (JSON.parse(row.embedding) as number[]) : null;
}
