/** A throwaway database with the entity services over it, and builders of rows. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../server/db/client';
import { createApplicationService } from '../../../server/services/applications';
import { createCompanyService } from '../../../server/services/companies';
import { createCompanyRequestService } from '../../../server/services/companyRequests';
import type { ServiceDeps } from '../../../server/services/deps';
import { createEmployerService } from '../../../server/services/employers';
import { createJobService } from '../../../server/services/jobs';
import { createJobSeekerService } from '../../../server/services/jobSeekers';
import type { FileStore } from '../../../server/storage/fileStore';
import { openOwnedTestDatabase } from '../platform/testDatabase';

export const actor = { email: 'staff@example.com' };

// Files live in a map: the entity services only delete the files of records they delete.
function memoryFiles(): FileStore {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async put(bucket, object, bytes, contentType) {
      files.set(`${bucket}/${object}`, { bytes, contentType });
    },
    async get(bucket, object) {
      return files.get(`${bucket}/${object}`) ?? null;
    },
    async delete(bucket, object) {
      return files.delete(`${bucket}/${object}`);
    },
  };
}

export interface TestHooks {
  embeddingNeeded?: (jobId: string) => Promise<void>;
  resumeChanged?: (jobSeekerId: string) => Promise<void>;
}

export async function openTestDb(hooks: TestHooks = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'entities-'));
  const handle = await openOwnedTestDatabase(dir);
  const deps: ServiceDeps = { db: handle.db, files: memoryFiles() };
  return {
    db: handle.db,
    files: deps.files,
    services: {
      companies: createCompanyService(deps),
      employers: createEmployerService(deps),
      jobs: createJobService(deps, { embeddingNeeded: hooks.embeddingNeeded }),
      jobSeekers: createJobSeekerService(deps, { resumeChanged: hooks.resumeChanged }),
      applications: createApplicationService(deps),
      companyRequests: createCompanyRequestService(deps),
    },
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Distinct, increasing creation times so the default order is predictable. */
let clock = Date.parse('2025-01-01T00:00:00Z');
const nextTime = () => new Date((clock += 60_000));

export async function addCompany(db: Db, values: Partial<{ company_name: string; status: string; city: string; country: string; address: string; logo_url: string }> = {}) {
  const id = randomUUID();
  await db
    .insertInto('companies')
    .values({ id, company_name: 'Aurum Jewels', status: 'active', created_at: nextTime(), ...values })
    .execute();
  return id;
}

export async function addEmployer(db: Db, values: Partial<{ company_id: string | null; full_name: string; email: string; phone: string; city: string; state: string; country: string }> = {}) {
  const id = randomUUID();
  await db
    .insertInto('employers')
    .values({ id, full_name: 'Ravi Mehta', email: 'ravi@aurum.test', phone: '12345', created_at: nextTime(), ...values })
    .execute();
  return id;
}

export async function addJob(db: Db, values: Partial<{ title: string; company_id: string | null; company_name: string; is_external_job: boolean; job_status: string; location: string; city: string; state: string; country: string; employer_id: string; embedding: string; description: string; category: string }> = {}) {
  const id = randomUUID();
  await db
    .insertInto('jobs')
    .values({ id, title: 'Gold Smith', is_external_job: false, created_at: nextTime(), ...values })
    .execute();
  return id;
}

export async function addSeeker(db: Db, values: Partial<{ full_name: string; first_name: string; last_name: string; email: string; phone: string; city: string; state: string; country: string; address: string; pref_locations: string[]; skills: string[]; resume_url: string; resume_text: string; overview: string; embedding: string }> = {}) {
  const id = randomUUID();
  await db
    .insertInto('job_seekers')
    .values({ id, full_name: 'Asha Rao', email: 'asha@mail.test', phone: '999', created_at: nextTime(), ...values })
    .execute();
  return id;
}

export async function addApplication(db: Db, jobId: string, seekerId: string, status = 'pending') {
  const id = randomUUID();
  await db.insertInto('job_applications').values({ id, job_id: jobId, job_seeker_id: seekerId, status, created_at: nextTime() }).execute();
  return id;
}

export async function addRequest(db: Db, companyId: string, employerId: string, status = 'pending') {
  const id = randomUUID();
  await db
    .insertInto('company_requests')
    .values({ id, company_id: companyId, employee_id: employerId, status, created_at: nextTime() })
    .execute();
  return id;
}

export const vectorText = (seed: number) =>
  `[${Array.from({ length: 256 }, (_, i) => ((i === seed % 256 ? 1 : 0)).toString()).join(',')}]`;

/** The AppError a promise rejects with, for asserting code, message and fields. */
export async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string; fields?: Record<string, string> };
  }
  throw new Error('expected the call to fail');
}
