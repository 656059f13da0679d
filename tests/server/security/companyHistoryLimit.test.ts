/**
 * A company's status history is bounded like an application's (server/services/noteLimits.ts):
 * each status change appended one entry to the company's history JSON, read back whole with the
 * company, with no end. The history is filled here straight in the database up to the bound; the
 * next status change through the API is refused with a message and nothing is lost, while an edit
 * that keeps the status is still saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_HISTORY_FULL, NOTE_LIMITS } from '../../../server/services/noteLimits';
import { addCompany } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const details = { email: 'hello@aurum.test', address: '1 Gold Street', city: 'Mumbai', country: 'India', zipCode: '400001' };

async function fillHistory(companyId: string, count: number) {
  const history = Array.from({ length: count }, (_, i) => ({
    status: i % 2 ? 'active' : 'pending',
    date: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    changedBy: 'seed@example.com',
  }));
  const status = history[history.length - 1].status;
  await server.db.updateTable('companies').set({ history: JSON.stringify(history), status }).where('id', '=', companyId).execute();
  return status;
}

const updateCompany = (id: string, input: Record<string, unknown>) =>
  server.gql<{ updateCompanyById: { _id: string; status: string; history: unknown[] } }>(
    'mutation($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input) { _id status history { status } } }',
    { id, input },
  );

const stored = async (id: string) => {
  const row = await server.db.selectFrom('companies').select(['status', 'history', 'industry']).where('id', '=', id).executeTakeFirstOrThrow();
  return { status: row.status, entries: (row.history ?? []).length, industry: row.industry };
};

describe("a company's status history", () => {
  it(`takes at most ${NOTE_LIMITS.entries} changes; one more is refused and nothing is lost`, async () => {
    const companyId = await addCompany(server.db);
    const status = await fillHistory(companyId, NOTE_LIMITS.entries - 1);
    const other = status === 'active' ? 'pending' : 'active';

    const last = await updateCompany(companyId, { companyName: 'Aurum Jewels', companyDetails: details, status: other });
    expect(last.errors).toBeUndefined();
    expect(last.data?.updateCompanyById.history).toHaveLength(NOTE_LIMITS.entries);

    const refused = await updateCompany(companyId, { companyName: 'Aurum Jewels', companyDetails: details, status, industry: 'Watches' });
    expect(refused.errors?.[0]).toMatchObject({ message: COMPANY_HISTORY_FULL, extensions: { code: 'BAD_USER_INPUT' } });
    expect(COMPANY_HISTORY_FULL).toBe(
      `This company's status history is full (${NOTE_LIMITS.entries.toLocaleString('en-US')} changes). Its status can no longer be changed.`,
    );
    // The whole save is refused: the status, the history and the other fields are as they were.
    expect(await stored(companyId)).toEqual({ status: other, entries: NOTE_LIMITS.entries, industry: null });

    // An edit that keeps the status is still saved, and the company still opens.
    const kept = await updateCompany(companyId, { companyName: 'Aurum Jewels', companyDetails: details, status: other, industry: 'Watches' });
    expect(kept.errors).toBeUndefined();
    expect(await stored(companyId)).toEqual({ status: other, entries: NOTE_LIMITS.entries, industry: 'Watches' });
    const read = await server.gqlResponse(`{ getCompanyById(_id: "${companyId}") { _id status history { status } } }`);
    expect(read.status).toBe(200);
  });
});
