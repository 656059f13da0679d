/**
 * The seed stores a record exactly as a console save would: the first edit of a seeded job or
 * company records, in its Activity, only the field the person changed. (The demo data's SEO
 * metadata carries the url the server derives; stored as it was, the first save showed a
 * "Metadata url … → (empty)" change nobody made.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../domain/demo-data';
import { companiesDefinition } from '../../../resources/companies/definition';
import { toCompanyInput } from '../../../resources/companies/input';
import { jobsDefinition } from '../../../resources/jobs/definition';
import { toJobInput } from '../../../resources/jobs/input';
import { insertDemoData } from '../../../server/seed';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
const demo = generateDemoData({ counts: { companies: 3, employers: 3, jobs: 6, jobSeekers: 2, applications: 0, companyRequests: 0 } });

beforeAll(async () => {
  server = await startTestServer();
  await insertDemoData(server.db, demo, new Map());
}, 60_000);
afterAll(() => server?.close());

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { data, errors } = await server.gql<T>(query, variables);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data!;
}

/** The changes of the record's last update in the audit trail (what its Activity section lists). */
async function lastChanges(entity: string, id: string): Promise<Record<string, unknown>> {
  const event = await server.db
    .selectFrom('audit_events')
    .select(['changes'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('action', '=', 'update')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return (event.changes ?? {}) as Record<string, unknown>;
}

describe('the first console save of a seeded record', () => {
  it('a job: records only the changed field, no metadata url', async () => {
    const seeded = demo.jobs.find((j) => !j.isExternalJob && j.metadata?.url)!;
    expect(seeded.metadata?.url).toBeTruthy();
    const { getJobById: job } = await ok<{ getJobById: Record<string, unknown> }>(
      `query ($id: ID!) { getJobById(id: $id) { ${jobsDefinition.detailFields} } }`,
      { id: seeded._id },
    );
    await ok('mutation ($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { _id } }', {
      id: seeded._id,
      input: toJobInput({ ...job, salary: 'Changed by staff' }),
    });
    const changes = await lastChanges('jobs', seeded._id);
    expect(Object.keys(changes)).toEqual(['salary']);
  });

  it('a company: records only the changed field, no metadata url', async () => {
    const seeded = demo.companies.find((c) => c.metadata?.url)!;
    const { getCompanyById: company } = await ok<{ getCompanyById: Record<string, unknown> }>(
      `query ($id: ID!) { getCompanyById(_id: $id) { ${companiesDefinition.detailFields} } }`,
      { id: seeded._id },
    );
    await ok('mutation ($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input) { _id } }', {
      id: seeded._id,
      input: toCompanyInput({ ...company, industry: 'Changed by staff' }),
    });
    const changes = await lastChanges('companies', seeded._id);
    expect(Object.keys(changes)).toEqual(['industry']);
  });
});
