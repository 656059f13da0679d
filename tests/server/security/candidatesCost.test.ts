/**
 * Job.relevantCandidates runs a candidate search per job (a vector scan and an exact re-rank), so
 * the cost rule weighs it as one (CANDIDATE_SEARCH_COST), and a read refused by its time budget
 * starts no further searches. Before: 4 aliased lists of 500 jobs with candidates passed the cost
 * rule at ~8,000, and 4 such requests at once ran 17.7 s on the demo data, the refused ones
 * searching on after their 400; one list's searches were one query of every job, run to the end.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../domain/constants';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { CANDIDATE_SEARCH_COST } from '../../../server/graphql/cost';
import { createDocumentCheck } from '../../../server/graphql/documentCheck';
import { costMessage, GRAPHQL_LIMITS, timeBudgetMessage } from '../../../server/graphql/limits';
import { createServices } from '../../../server/services';
import { signedInTestServer } from '../harness';

const sdl = readFileSync('domain/schema.graphql', 'utf8');
const check = createDocumentCheck(sdl);

/** The red team's request: 4 list reads (the most a document may make) of 500 jobs' candidates. */
const fourLists = `query R {
  a: getAllJobs(size:500){content{relevantCandidates{jobSeekerId percentage}}}
  b: getAllJobs(size:500, sort:{field:"updatedAt",direction:ASC}){content{relevantCandidates{jobSeekerId}}}
  c: getAllJobs(size:500, filters:[{key:"title",value:"e"}]){content{relevantCandidates{jobSeekerId}}}
  d: getAllJobs(size:500, filters:[{key:"title",value:"a"}]){content{relevantCandidates{jobSeekerId}}}
}`;
const page = (size: number | string, fields = '') =>
  `query P${size === '$size' ? '($size: Int)' : ''} { getAllJobs(page: 0, size: ${size}) { content { _id ${fields} relevantCandidates { jobSeekerId jobSeekerName percentage } } totalElements } }`;
const listFields = 'title isExternalJob postedDate companyName company { companyName } location city state country createdAt';

describe('the cost rule weighs a candidate search as one', () => {
  it('refuses 4 lists of 500 jobs with their candidates, and one of 500', () => {
    expect(check(fourLists)).toEqual([costMessage(GRAPHQL_LIMITS.cost)]);
    expect(check(page(MAX_PAGE_SIZE))).toEqual([costMessage(GRAPHQL_LIMITS.cost)]);
    // a size given as a variable counts as the largest page
    expect(check(page('$size'))).toEqual([costMessage(GRAPHQL_LIMITS.cost)]);
    // reads by id, aliased, stay within the alias limit (200): a page's worth at most
    const byId = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `j${i}: getJobById(id: "${i}") { relevantCandidates { jobSeekerId } }`).join(' ')} }`;
    expect(check(byId(190))).toEqual([]);
  });

  it("passes a page of 100 jobs with their candidates and the list's fields, and a job's detail, within half the limit", () => {
    const half = createDocumentCheck(sdl, { ...GRAPHQL_LIMITS, cost: GRAPHQL_LIMITS.cost / 2 });
    expect(half(page(100, listFields))).toEqual([]);
    expect(half('query($id: ID!) { getJobById(id: $id) { _id title relevantCandidates { jobSeekerId jobSeekerName percentage } } }')).toEqual([]);
    // the weight is what bounds a document's searches: at most this many
    expect(Math.floor(GRAPHQL_LIMITS.cost / CANDIDATE_SEARCH_COST)).toBeLessThan(4 * MAX_PAGE_SIZE);
  });
});

const signedIn = signedInTestServer({ seed: true }, 180_000);
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  // the demo's vectors, as the server's start builds them (local models)
  await createServices({ db: signedIn.server.db, files: signedIn.server.files }).ai.buildMissingNow();
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function post(baseUrl: string, query: string) {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: signedIn.cookie },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> } };
}

/** The number of jobs a statement searches candidates for (topSeekersForJobs' lateral scan), else 0. */
function searchedJobs(node: RootOperationNode): number {
  const raw = node as unknown as { kind: string; sqlFragments?: readonly string[]; parameters?: readonly OperationNode[] };
  if (raw.kind !== 'RawNode' || !raw.sqlFragments?.join('').includes('CROSS JOIN LATERAL')) return 0;
  // the job ids: the first array among its parameters (sql.val wraps each in a RawNode)
  const firstArray = (nodes: readonly OperationNode[]): number => {
    for (const parameter of nodes) {
      const inner = parameter as { kind: string; value?: unknown; parameters?: readonly OperationNode[] };
      if (inner.kind === 'ValueNode' && Array.isArray(inner.value)) return inner.value.length;
      const found = inner.parameters ? firstArray(inner.parameters) : 0;
      if (found > 0) return found;
    }
    return 0;
  };
  return firstArray(raw.parameters ?? []);
}

/**
 * The database as the services see it, each candidate search made to take `msPerJob` a job on
 * top of its own time (a timer: the thread is free meanwhile), as a larger set of seekers would;
 * every search is noted with when it started.
 */
function slowSearches(db: Db, msPerJob: number) {
  const started: Array<{ at: number; jobs: number }> = [];
  const pending = new WeakMap<object, number>();
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs) {
      const jobs = searchedJobs(args.node);
      if (jobs > 0) {
        started.push({ at: performance.now(), jobs });
        pending.set(args.queryId, jobs);
      }
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const jobs = pending.get(args.queryId);
      if (jobs) await new Promise((resolve) => setTimeout(resolve, jobs * msPerJob));
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), started };
}

describe('a read refused by its time budget starts no further candidate searches', () => {
  it('stops between batches of jobs once the budget has expired', async () => {
    const { server } = signedIn;
    const budget = 300;
    const jobs = 200;
    const slow = slowSearches(server.db, 10); // 2 s of searching for the page at 10 ms a job
    const dir = mkdtempSync(join(tmpdir(), 'jm-candidates-'));
    dirs.push(dir);
    const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), distDir: join(dir, 'no-console') };
    const app = await buildApp({
      config,
      db: server.db,
      files: server.files,
      services: createServices({ db: slow.db, files: server.files }),
      log: () => {},
      graphqlLimits: { queryMs: budget },
    });
    apps.push(app);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const answer = await post(baseUrl, page(jobs));
    const answered = performance.now();
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(timeBudgetMessage(budget));

    // the batch in flight when the budget expired may finish; none may start after it
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const searched = slow.started.reduce((sum, s) => sum + s.jobs, 0);
    expect(slow.started.length).toBeGreaterThan(0);
    expect(slow.started.filter((s) => s.at > answered)).toEqual([]);
    // before: one search of all 200 jobs, started at once and run to its end
    expect(searched).toBeLessThanOrEqual(jobs / 2);
  });
});

describe('answers of normal reads', () => {
  it('a page of 100 jobs with candidates answers as each job searched alone', async () => {
    const { server } = signedIn;
    const res = await server.gqlResponse<{ getAllJobs: { content: Array<{ _id: string; relevantCandidates: unknown[] }> } }>(page(100));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const content = res.body.data?.getAllJobs.content ?? [];
    expect(content).toHaveLength(100);
    expect(content.filter((job) => job.relevantCandidates.length === 5).length).toBeGreaterThan(50);
    const ai = createServices({ db: server.db, files: server.files }).ai;
    // every fifth job, searched on its own
    for (const job of content.filter((_, i) => i % 5 === 0)) {
      const alone = (await ai.topCandidatesForJobs([job._id])).get(job._id) ?? [];
      expect(job.relevantCandidates).toEqual(alone);
    }
  });

  it('the red team request is refused before anything runs', async () => {
    const res = await signedIn.server.gqlResponse(fourLists);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(costMessage(GRAPHQL_LIMITS.cost));
  });
});
