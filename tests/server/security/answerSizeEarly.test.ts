/**
 * A list page whose notes alone would pass the answer limit (5 MB) is refused before the notes
 * are read: the notes' bytes of the page's rows are summed in the database first (one cheap
 * query), and the caller reads the same answer-size message as when a built answer is too large
 * (server/graphql/yoga.ts keeps that check as the last guard). Before, each such page read its
 * notes (up to 1 MB of HTML a record), built the whole answer and only then measured it: eight
 * parallel pages raised the server's memory by some hundred MB before being refused. A page that
 * does not ask for the notes is answered as before, and so is a page whose notes fit.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, RootOperationNode, TableNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { answerSizeMessage, GRAPHQL_LIMITS } from '../../../server/graphql/limits';
import { createServices } from '../../../server/services';
import { NOTE_LIMITS } from '../../../server/services/noteLimits';
import { addApplication, addJob, addSeeker } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

/**
 * The tables whose text a SELECT built with the query builder read: all their columns, or the
 * `note` column (what the notes are read with; summing their length reads no note).
 */
const selectedTables: string[] = [];
const recorder: KyselyPlugin = {
  transformQuery({ node }: { node: RootOperationNode }) {
    if (node.kind === 'SelectQueryNode') {
      const selections = JSON.stringify(node.selections ?? []);
      const readsText = selections.includes('"SelectAllNode"') || /"ColumnNode","column":\{"kind":"IdentifierNode","name":"note"\}/.test(selections);
      for (const from of node.from?.froms ?? []) {
        if (readsText && from.kind === 'TableNode') selectedTables.push((from as TableNode).table.identifier.name);
      }
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

let server: TestServer;
let app: FastifyInstance;
let cookie: string;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
  dir = mkdtempSync(join(tmpdir(), 'jm-answer-'));
  // The real app over the test server's database, every statement of the services recorded.
  const db = server.db.withPlugin(recorder);
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), distDir: join(dir, 'no-console') };
  app = await buildApp({ config, db, files: server.files, services: createServices({ db, files: server.files }), log: () => {} });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function post(query: string) {
  const res = await app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ query }) });
  return { status: res.statusCode, bytes: res.body.length, body: res.json() as { data?: Record<string, { content: unknown[] }> | null; errors?: unknown[] } };
}

/** A note of `bytes` bytes of stored HTML; 20 of them fill a record's notes (1 MB). */
const noteOf = (bytes: number) => `<p>${'x'.repeat(bytes - 7)}</p>`;
const FULL = Array.from({ length: 20 }, () => noteOf(NOTE_LIMITS.bytes / 20));
/** Records whose notes together pass the answer limit. */
const RECORDS = Math.ceil(GRAPHQL_LIMITS.answerBytes / NOTE_LIMITS.bytes) + 1;

const refused = { data: null, errors: [{ message: answerSizeMessage(GRAPHQL_LIMITS.answerBytes), extensions: { code: 'BAD_USER_INPUT' } }] };

describe('a list page whose notes pass the answer limit', () => {
  let seekerIds: string[] = [];
  beforeAll(async () => {
    seekerIds = [];
    for (let i = 0; i < RECORDS; i++) {
      const seekerId = await addSeeker(server.db, { full_name: `Seeker ${i}` });
      seekerIds.push(seekerId);
      await server.db
        .insertInto('job_seeker_notes')
        .values(FULL.map((note) => ({ id: randomUUID(), job_seeker_id: seekerId, note, changed_by: 'seed@example.com', date: new Date() })))
        .execute();
      const applicationId = await addApplication(server.db, await addJob(server.db), seekerId);
      await server.db
        .insertInto('job_application_events')
        .values(FULL.map((note) => ({ id: randomUUID(), application_id: applicationId, kind: 'note', status: null, note, changed_by: 'seed@example.com', date: new Date() })))
        .execute();
    }
  });

  it('job seekers: refused with the answer-size message before the notes are read', async () => {
    selectedTables.length = 0;
    const answer = await post(`{ getAllJobSeekers(size: ${RECORDS}) { content { _id personalDetails { fullName } notes { note } } } }`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
    expect(selectedTables).not.toContain('job_seeker_notes');
  });

  it('applications: refused with the answer-size message before the notes are read', async () => {
    selectedTables.length = 0;
    const answer = await post(`{ getAllJobApplications(size: ${RECORDS}) { content { _id status notes { note } history { status } } } }`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
    expect(selectedTables).not.toContain('job_application_events');
  });

  it('the same pages without the notes are answered', async () => {
    const seekers = await post(`{ getAllJobSeekers(size: ${RECORDS}) { content { _id personalDetails { fullName } } } }`);
    expect(seekers.status).toBe(200);
    expect(seekers.body.errors).toBeUndefined();
    expect(seekers.body.data?.getAllJobSeekers.content).toHaveLength(RECORDS);
    const applications = await post(`{ getAllJobApplications(size: ${RECORDS}) { content { _id status history { status } } } }`);
    expect(applications.status).toBe(200);
    expect(applications.body.data?.getAllJobApplications.content).toHaveLength(RECORDS);
  });

  it('a page whose notes fit is answered with them', async () => {
    const answer = await post('{ getAllJobSeekers(size: 2) { content { _id notes { note } } } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.getAllJobSeekers.content).toHaveLength(2);
  });

  it('pages asked for together (aliases) count together', async () => {
    selectedTables.length = 0;
    const half = Math.ceil(RECORDS / 2);
    const answer = await post(
      `{ a: getAllJobSeekers(size: ${half}) { content { notes { note } } } b: getAllJobSeekers(page: 1, size: ${half}) { content { notes { note } } } c: getAllJobApplications(size: ${half}) { content { notes { note } } } }`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
  });
});
