import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../../server/services/exports';
import { parseCsv } from '../../fixtures/csv';
import { addApplication, addCompany, addEmployer, addRequest, addSeeker } from '../entities/fixtures';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();
const tricky = {
  formula: '=HYPERLINK("http://evil.test","Click")',
  plus: '+91 Gold',
  minus: '-5 Gold',
  at: '@SUM(A1) Gold',
  tab: '\tGold tab',
  comma: 'Gold Smith, Senior',
  quote: 'The "Gold" Setter',
  newline: 'Gold\r\nPolisher',
  accents: 'Joaillière Gold Désigner',
};
// More rows than one batch, all created in the same instant: the keyset must not skip or repeat ties.
const FILLER = EXPORT_BATCH * 2 + 7;
const SAME_TIME = new Date('2025-06-01T10:00:00.123456Z');

beforeAll(async () => {
  const companyId = await addCompany(signedIn.server.db, { company_name: 'Maison Élan', address: '1 Rue de la Paix' });
  const employerId = await addEmployer(signedIn.server.db, { company_id: companyId, full_name: 'Zoë Martin', city: 'Paris', country: 'France' });
  const jobs = [
    ...Object.values(tricky).map((title) => ({ title, company_name: 'Maison Élan', is_external_job: true, city: 'Paris', country: 'France' })),
    ...Array.from({ length: FILLER }, (_, i) => ({ title: `Filler ${i}`, company_name: null, is_external_job: false, city: null, country: null })),
  ];
  await signedIn.server.db
    .insertInto('jobs')
    .values(jobs.map((j) => ({ id: randomUUID(), ...j, created_at: SAME_TIME, created_by: 'test' })))
    .execute();
  const seekerId = await addSeeker(signedIn.server.db, { full_name: 'Anaïs Roy', city: 'Lyon' });
  const [firstJob] = await signedIn.server.db.selectFrom('jobs').select('id').where('title', '=', tricky.comma).execute();
  await addApplication(signedIn.server.db, firstJob.id, seekerId);
  await addRequest(signedIn.server.db, companyId, employerId);
});

const get = (url: string, headers: Record<string, string> = { cookie: signedIn.cookie }) => signedIn.server.app.inject({ method: 'GET', url, headers });
const rowsOf = (body: string) => parseCsv(body.replace(/^\uFEFF/, ''));

/** Every id the list shows for these filters, page after page (GraphQL, as the console reads it). */
async function listedIds(
  operation: string,
  filters: Array<{ key: string; value?: string; boolValue?: boolean }>,
  sort = { field: 'createdAt', direction: 'DESC' },
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const { data, errors } = await signedIn.server.gql<Record<string, { content: Array<{ _id: string }>; totalElements: number }>>(
      `query($page: Int, $filters: [FilterInput!], $sort: SortInput) { ${operation}(page: $page, size: 500, filters: $filters, sort: $sort) { content { _id } totalElements } }`,
      { page, filters, sort },
    );
    expect(errors).toBeUndefined();
    const result = data![operation];
    ids.push(...result.content.map((r) => r._id));
    if (ids.length >= result.totalElements || !result.content.length) return ids;
  }
}

describe('GET /api/export/<list>.csv', () => {
  it('streams every matching row as a UTF-8 CSV download with a BOM, named <list>-<date>.csv', async () => {
    const response = await get('/api/export/jobs.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="jobs-${today}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(['ID', 'Title', 'Date_Posted', 'Company', 'External_Job', 'Location', 'Created At', 'Updated At']);
    const total = Object.keys(tricky).length + FILLER;
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(rows).toHaveLength(total + 1);
    // Same rows in the same order as the list, across batches whose rows share one creation time.
    expect(rows.slice(1).map((r) => r[0])).toEqual(await listedIds('getAllJobs', []));
  });

  it('writes the list columns, id and audit dates, with accents kept', async () => {
    const rows = rowsOf((await get('/api/export/jobs.csv?filter_title=Joaill')).body);
    expect(rows).toHaveLength(2);
    const [id, title, , company, external, location, createdAt, updatedAt] = rows[1];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(title).toBe(tricky.accents);
    expect([company, external, location]).toEqual(['Maison Élan', 'Yes', 'Paris, France']);
    expect(createdAt).toBe('2025-06-01T10:00:00.123Z');
    expect(updatedAt).toBe('');
  });

  it('neutralises formulas and quotes commas, quotes and line breaks (RFC 4180)', async () => {
    const response = await get('/api/export/jobs.csv?filter_isExternalJob=true');
    const titles = rowsOf(response.body).slice(1).map((r) => r[1]);
    expect(titles).toEqual(expect.arrayContaining([
      `'${tricky.formula}`, `'${tricky.plus}`, `'${tricky.minus}`, `'${tricky.at}`, `'${tricky.tab}`,
      tricky.comma, tricky.quote, tricky.newline, tricky.accents,
    ]));
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.test"",""Click"")"');
    expect(response.body).toContain('"Gold Smith, Senior"');
  });

  it('applies the list filters: the same rows as the list with the same filters', async () => {
    for (const [query, filters] of [
      ['filter_title=gold', [{ key: 'title', value: 'gold' }]],
      ['filter_title=gold&filter_isExternalJob=true', [{ key: 'title', value: 'gold' }, { key: 'isExternalJob', boolValue: true }]],
      ['filter_companyName=%C3%A9lan', [{ key: 'companyName', value: 'élan' }]],
      ['filter_isExternalJob=false', [{ key: 'isExternalJob', boolValue: false }]],
      ['filter_title=nothing-matches', [{ key: 'title', value: 'nothing-matches' }]],
    ] as const) {
      const rows = rowsOf((await get(`/api/export/jobs.csv?${query}`)).body);
      const listed = await listedIds('getAllJobs', [...filters]);
      expect(rows.slice(1).map((r) => r[0]), query).toEqual(listed);
    }
  });

  it('exports each of the six lists in its own columns', async () => {
    const expected = {
      jobseekers: [['ID', 'Name', 'Email', 'Location', 'Created At', 'Updated At'], ['Anaïs Roy', 'asha@mail.test', 'Lyon']],
      companies: [['ID', 'Company Name', 'Approval Status', 'Location', 'Created At', 'Updated At'], ['Maison Élan', 'active', '1 Rue de la Paix']],
      employers: [['ID', 'Name', 'Email', 'Location', 'Created At', 'Updated At'], ['Zoë Martin', 'ravi@aurum.test', 'Paris, France']],
      'job-applications': [['ID', 'Name', 'Designation', 'Company Name', 'Location', 'Status', 'Created At', 'Updated At'], ['Anaïs Roy', tricky.comma, 'Maison Élan', 'Paris, France', 'pending']],
      'company-requests': [['ID', 'Employer Email', 'Company Name', 'Status', 'Created At', 'Updated At'], ['ravi@aurum.test', 'Maison Élan', 'pending']],
    };
    for (const [list, [header, values]] of Object.entries(expected)) {
      const response = await get(`/api/export/${list}.csv`);
      expect(response.statusCode, list).toBe(200);
      const rows = rowsOf(response.body);
      expect(rows[0], list).toEqual(header);
      expect(rows, list).toHaveLength(2);
      expect(rows[1].slice(1, 1 + values.length), list).toEqual(values);
    }
  });

  it('orders company requests as their list does: pending first, then newest first, across batches', async () => {
    const companyId = await addCompany(signedIn.server.db, { company_name: 'Order Test Co' });
    const employerId = await addEmployer(signedIn.server.db, { email: 'order@test.example' });
    const statuses = ['approved', 'pending', 'rejected'];
    await signedIn.server.db
      .insertInto('company_requests')
      .values(
        Array.from({ length: EXPORT_BATCH * 2 + 11 }, (_, i) => ({
          id: randomUUID(),
          company_id: companyId,
          employee_id: employerId,
          status: statuses[i % 3],
          // Ten rows share each instant: ties within a status are broken by id, as in the list.
          created_at: new Date(Date.UTC(2025, 2, 1, 0, Math.floor(i / 10))),
        })),
      )
      .execute();
    const rows = rowsOf((await get(`/api/export/company-requests.csv?filter_companyId=${companyId}`)).body).slice(1);
    expect(rows).toHaveLength(EXPORT_BATCH * 2 + 11);
    expect(rows.map((r) => r[0])).toEqual(await listedIds('getAllCompanyRequests', [{ key: 'companyId', value: companyId }], { field: 'status', direction: 'ASC' }));
    expect(rows[0][3]).toBe('pending');
    expect(rows.at(-1)?.[3]).toBe('rejected');
  });

  it('refuses a caller without a session', async () => {
    const response = await get('/api/export/jobs.csv', {});
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Filler');
  });

  it('answers 400 with a readable message for an unknown filter or value, 404 for an unknown list', async () => {
    const unknown = await get('/api/export/jobs.csv?filter_salary=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_USER_INPUT', error: expect.stringContaining('Unknown filter "salary". This list can be filtered by: companyName, title') });
    const badBoolean = await get('/api/export/jobs.csv?filter_isExternalJob=maybe');
    expect(badBoolean.statusCode).toBe(400);
    expect(badBoolean.json().error).toBe('Filter "isExternalJob" takes boolValue true or false.');
    const badStatus = await get('/api/export/companies.csv?filter_status=gone');
    expect(badStatus.statusCode).toBe(400);
    const notFilter = await get('/api/export/jobs.csv?title=gold');
    expect(notFilter.statusCode).toBe(400);
    expect(notFilter.json().error).toContain('filter_<column>');
    const list = await get('/api/export/users.csv');
    expect(list.statusCode).toBe(404);
    expect(list.json().error).toContain('jobs.csv');
  });
});
