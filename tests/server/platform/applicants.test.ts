import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();
const jobId = randomUUID();
beforeAll(async () => {
  await signedIn.server.db.insertInto('jobs').values({ id: jobId, title: 'Gemologist', is_external_job: false, created_by: 'test' }).execute();
  for (let i = 0; i < 12; i++) {
    const seekerId = randomUUID();
    await signedIn.server.db
      .insertInto('job_seekers')
      .values({ id: seekerId, full_name: `Seeker ${i}`, email: `s${i}@example.com`, created_by: 'test' })
      .execute();
    await signedIn.server.db
      .insertInto('job_applications')
      .values({ id: randomUUID(), status: 'pending', job_id: jobId, job_seeker_id: seekerId, created_by: 'test', created_at: new Date(Date.UTC(2025, 0, 1 + i)) })
      .execute();
  }
});

const get = (url: string) => signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });

describe('GET /api/jobs/:jobId/applicants', () => {
  it('pages the applicants, 10 by default', async () => {
    const first = await get(`/api/jobs/${jobId}/applicants`);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { content: Array<{ _id: string; jobSeekerId: string; name: string | null; email: string | null; status: string }>; totalElements: number };
    expect(body.totalElements).toBe(12);
    expect(body.content).toHaveLength(10);
    expect(body.content[0]).toMatchObject({ _id: expect.any(String), jobSeekerId: expect.any(String), status: 'pending' });
    const second = await get(`/api/jobs/${jobId}/applicants?page=1&rowsPerPage=10`);
    expect(second.json().content).toHaveLength(2);
    const ids = new Set([...body.content, ...second.json().content].map((r: { _id: string }) => r._id));
    expect(ids.size).toBe(12);
  });

  it('refuses bad paging values', async () => {
    for (const query of ['page=-1', 'page=abc', 'rowsPerPage=0', 'rowsPerPage=101', 'page=1.5']) {
      const res = await get(`/api/jobs/${jobId}/applicants?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers 404 for a malformed job id', async () => {
    const res = await get('/api/jobs/not-a-uuid/applicants');
    expect(res.statusCode).toBe(404);
  });
});
