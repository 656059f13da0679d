import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { openDatabase } from '../../../server/db/client';
import { DataDirLockedError } from '../../../server/db/lock';
import { resetDemoData, truncateMarketplace } from '../../../server/seed/resetDatabase';

const dir = mkdtempSync(join(tmpdir(), 'jm-reset-'));
const target = { databaseUrl: null, dataDir: join(dir, 'data'), filesDir: join(dir, 'data', 'files') };
const small = { counts: { companies: 4, employers: 6, jobs: 10, jobSeekers: 12, applications: 8, companyRequests: 3 } };
const quiet = () => {};

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resetDemoData (embedded database)', () => {
  it('re-creates the database and files with the demo data and the demo user', async () => {
    await resetDemoData(target, quiet, small);
    let handle = await openDatabase({ dataDir: target.dataDir });
    await handle.db
      .insertInto('companies')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        company_name: 'Left over',
        about: null,
        status: 'active',
        logo_url: null,
        industry: null,
        email: null,
        address: null,
        city: null,
        state: null,
        country: null,
        zip_code: null,
        links: '{}',
        metadata: '{}',
        history: '[]',
        created_by: null,
        updated_by: null,
      })
      .execute();
    await handle.close();
    const resumesBefore = readdirSync(join(target.filesDir, 'resume')).length;
    expect(resumesBefore).toBeGreaterThan(0);

    await resetDemoData(target, quiet, small);
    handle = await openDatabase({ dataDir: target.dataDir });
    try {
      const companies = await handle.db.selectFrom('companies').select('company_name').execute();
      expect(companies).toHaveLength(4);
      expect(companies.map((c) => c.company_name)).not.toContain('Left over');
      const user = await handle.db.selectFrom('staff_users').select('email').executeTakeFirst();
      expect(user?.email).toBe(DEMO_USER.email);
      expect(readdirSync(join(target.filesDir, 'resume')).length).toBe(resumesBefore);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses while the data folder is in use, and leaves the data alone', async () => {
    const handle = await openDatabase({ dataDir: target.dataDir });
    try {
      await expect(resetDemoData(target, quiet, small)).rejects.toBeInstanceOf(DataDirLockedError);
      const companies = await handle.db.selectFrom('companies').select('id').execute();
      expect(companies).toHaveLength(4);
    } finally {
      await handle.close();
    }
  });

  it('truncateMarketplace empties the marketplace tables but keeps staff users', async () => {
    const handle = await openDatabase({ dataDir: target.dataDir });
    try {
      const emptied = await truncateMarketplace(handle.db);
      expect(emptied).toEqual(expect.arrayContaining(['companies', 'jobs', 'job_seekers', 'stored_objects']));
      expect(emptied).not.toContain('staff_users');
      expect(await handle.db.selectFrom('jobs').select('id').execute()).toHaveLength(0);
      expect(await handle.db.selectFrom('staff_users').select('id').execute()).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
