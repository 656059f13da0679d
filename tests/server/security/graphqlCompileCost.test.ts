/**
 * A document seen once is not compiled (server/graphql/compiledExecution.ts): graphql-jit took
 * 0.6-1.3 s of the server's one thread to compile a 35 KB document of 150 aliased `__type` reads,
 * against 0.07-0.35 s to run it through the general executor, so a stream of unique documents held
 * every other request (25 in parallel: a trivial request waited 9 s). The server compiles a
 * document on its second run, never one reading introspection, and within a compile budget;
 * answers are the general executor's until then, byte for byte. A request reads at most
 * GRAPHQL_LIMITS.introspection `__schema`/`__type` fields (server/graphql/listReads.ts).
 * Compiles are counted, not timed.
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { compileQuery } from 'graphql-jit';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { listDocument } from '../../../providers/graphql/documents';
import { RESOURCE_DEFINITIONS } from '../../../resources/shared/registry';
import { compiledExecutionPlugin, SERVER_COMPILE_POLICY, type CompilePolicy } from '../../../server/graphql/compiledExecution';
import { GRAPHQL_LIMITS, introspectionMessage } from '../../../server/graphql/limits';
import { signedInTestServer } from '../harness';

/** graphql-jit's compiler as the server imports it, counting its calls. */
const jit = vi.hoisted(() => ({ compiles: 0 }));
vi.mock('graphql-jit', async (importOriginal) => {
  const original = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...original,
    compileQuery: (...args: Parameters<typeof original.compileQuery>) => {
      jit.compiles++;
      return original.compileQuery(...args);
    },
  };
});

const typeDefs = /* GraphQL */ `
  type Job { _id: ID!, title: String!, tags: [String!]! }
  type JobPage { content: [Job!]!, totalElements: Int! }
  type Query { jobs(size: Int = 3): JobPage! }
`;

function yogaWith(plugins: ReturnType<typeof compiledExecutionPlugin>[]) {
  const schema = createSchema({
    typeDefs,
    resolvers: {
      Query: {
        jobs: (_: unknown, { size }: { size: number }) => {
          const content = Array.from({ length: size }, (_, i) => ({ _id: `id-${i}`, title: `Gemmologist ${i}`, tags: ['gold', `t${i}`] }));
          return { content, totalElements: content.length };
        },
      },
    },
  });
  return createYoga({ schema, plugins, logging: false, maskedErrors: false });
}

async function answer(yoga: ReturnType<typeof yogaWith>, query: string, variables: Record<string, unknown> = {}) {
  const res = await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: await res.text() };
}

/** A compiler that counts, and takes `ms` of the given clock. */
function countedCompiler(clock?: { now: number }, ms = 0) {
  return vi.fn((schema: GraphQLSchema, document: DocumentNode, operationName?: string) => {
    if (clock) clock.now += ms;
    return compileQuery(schema, document, operationName);
  });
}

const PAGE = 'query Page($size: Int) { jobs(size: $size) { content { _id title tags } totalElements } }';
const INTROSPECTION = `query Types { ${Array.from({ length: 20 }, (_, i) => `t${i}: __type(name: "Job") { name fields { name type { name kind ofType { name } } } }`).join(' ')} }`;

describe("the server's compile policy", () => {
  it('a document is compiled on its second run, once; every answer is the general executor\'s', async () => {
    const compile = countedCompiler();
    const compiled = yogaWith([compiledExecutionPlugin(compile, SERVER_COMPILE_POLICY)]);
    const general = yogaWith([]);
    for (let run = 1; run <= 4; run++) {
      expect(await answer(compiled, PAGE, { size: run })).toEqual(await answer(general, PAGE, { size: run }));
      expect(compile).toHaveBeenCalledTimes(run === 1 ? 0 : 1);
    }
  });

  it('a document reading introspection is never compiled, however often it comes', async () => {
    const compile = countedCompiler();
    const compiled = yogaWith([compiledExecutionPlugin(compile, SERVER_COMPILE_POLICY)]);
    const general = yogaWith([]);
    const expected = await answer(general, INTROSPECTION);
    expect(expected.status).toBe(200);
    for (let run = 0; run < 4; run++) expect(await answer(compiled, INTROSPECTION)).toEqual(expected);
    // ...also behind a fragment
    const viaFragment = 'query Frag { ...T jobs { totalElements } } fragment T on Query { __schema { queryType { name } } }';
    for (let run = 0; run < 3; run++) expect(await answer(compiled, viaFragment)).toEqual(await answer(general, viaFragment));
    expect(compile).not.toHaveBeenCalled();
  });

  it('compiling stops once its budget is spent, and resumes as it refills', async () => {
    const clock = { now: 0 };
    const policy: CompilePolicy = { ...SERVER_COMPILE_POLICY, now: () => clock.now };
    const compile = countedCompiler(clock, 0.6 * policy.budgetMs); // each compile takes 60% of the budget
    const yoga = yogaWith([compiledExecutionPlugin(compile, policy)]);
    const documents = ['A', 'B', 'C'].map((name) => PAGE.replace('query Page', `query ${name}`));
    for (const document of documents) for (let run = 0; run < 2; run++) expect((await answer(yoga, document, { size: 2 })).status).toBe(200);
    expect(compile).toHaveBeenCalledTimes(2); // A and B; the budget was spent before C's second run
    expect((await answer(yoga, documents[2]!, { size: 2 })).status).toBe(200);
    expect(compile).toHaveBeenCalledTimes(2);
    clock.now += (1000 * policy.budgetMs) / policy.refillPerSecond; // refilled in full
    expect((await answer(yoga, documents[2]!, { size: 2 })).status).toBe(200);
    expect(compile).toHaveBeenCalledTimes(3);
  });
});

describe('on the server', () => {
  const signedIn = signedInTestServer();
  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', cookie: signedIn.cookie },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, body: res.json() as { data?: unknown; errors?: unknown } };
  };

  const typeReads = (count: number, tag: string, name = '"Job"') =>
    `query Types${tag}${name.startsWith('$') ? '($n: String!)' : ''} { ${Array.from({ length: count }, (_, i) => `a${i}: __type(name: ${name}) { name kind description fields(includeDeprecated: true) { name description args { name type { name kind ofType { name kind } } } type { name kind ofType { name kind ofType { name kind } } } } }`).join(' ')} }`;

  it('150 aliased __type reads (35 KB), each document new: refused before they run, nothing compiled', async () => {
    expect(Buffer.byteLength(typeReads(150, 'x'))).toBeGreaterThan(30_000);
    const before = jit.compiles;
    for (const tag of ['1', '2', '3']) {
      const res = await post(typeReads(150, tag));
      expect(res.status).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors).toEqual([{ message: introspectionMessage(GRAPHQL_LIMITS.introspection, 150), extensions: { code: 'BAD_USER_INPUT' } }]);
    }
    expect(jit.compiles - before).toBe(0);
  }, 60_000);

  it('as many __type reads as the limit allows: answered, and never compiled however often they come', async () => {
    const document = typeReads(GRAPHQL_LIMITS.introspection, 'ok', '$n');
    const before = jit.compiles;
    for (const n of ['Job', 'Company', 'JobSeeker']) {
      const res = await post(document, { n });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    }
    expect(jit.compiles - before).toBe(0);
  }, 60_000);

  it("a console list page is compiled when it comes back, and only then", async () => {
    const list = listDocument(RESOURCE_DEFINITIONS.jobs);
    const before = jit.compiles;
    expect((await post(list, { page: 0, size: 10 })).status).toBe(200);
    expect(jit.compiles - before).toBe(0);
    expect((await post(list, { page: 0, size: 20 })).status).toBe(200);
    expect(jit.compiles - before).toBe(1);
    expect((await post(list, { page: 0, size: 30 })).status).toBe(200);
    expect(jit.compiles - before).toBe(1);
  });
});
