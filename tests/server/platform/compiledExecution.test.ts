/**
 * Reads run as compiled code (server/graphql/compiledExecution.ts): the answers are the bytes the
 * general executor gave (values, order, nulls, errors with their paths), a document is compiled
 * once, writes are not compiled, and the time budget still stops a read that runs past it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { compileQuery } from 'graphql-jit';
import { describe, expect, it, vi } from 'vitest';
import { compiledExecutionPlugin } from '../../../server/graphql/compiledExecution';
import { timeBudgetMessage } from '../../../server/graphql/limits';
import { timeBudgetPlugin } from '../../../server/graphql/timeBudget';


const typeDefs = /* GraphQL */ `
  type Company { companyName: String, logoUrl: String }
  type Job { _id: ID!, title: String!, postedDate: String, isExternalJob: Boolean, company: Company, tags: [String!]!, broken: String }
  type JobPage { content: [Job!]!, totalElements: Int!, totalPages: Int! }
  type Query { jobs(size: Int = 3, title: String): JobPage!, stalled: Int, caller: String }
  type Mutation { touch: Int }
`;

/** graphql-jit's compiler, counting its calls. */
const counted = () => vi.fn((schema: GraphQLSchema, document: DocumentNode, operationName?: string) => compileQuery(schema, document, operationName));

const job = (i: number) => ({
  _id: `id-${i}`,
  title: `Gemmologist "${i}" \u2028 café`,
  postedDate: i % 2 ? null : `2026-11-2${i}T10:00:00.${i}00Z`,
  isExternalJob: i % 3 === 0,
  company: i === 1 ? null : { companyName: `Maison ${i}`, logoUrl: null },
  tags: ['gold', `t${i}`],
});

/** Who the operation runs as, as server/auth/access.ts's plugin sets it around the execution. */
const callerScope = new AsyncLocalStorage<string>();
const runAsCaller = (name: string): Plugin => ({
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) => callerScope.run(name, () => executeFn(args)));
  },
});

function server(options: { compiled: boolean; budgetMs?: number; compile?: Parameters<typeof compiledExecutionPlugin>[0]; after?: Plugin[] }) {
  const schema = createSchema({
    typeDefs,
    resolvers: {
      Query: {
        jobs: async (_: unknown, args: { size: number; title?: string }) => {
          const content = Array.from({ length: args.size }, (_, i) => job(i)).filter((j) => !args.title || j.title.includes(args.title));
          return { content, totalElements: content.length, totalPages: 1 };
        },
        stalled: () => new Promise((resolve) => setTimeout(() => resolve(1), 2_000)),
        caller: async () => callerScope.getStore() ?? null,
      },
      Job: {
        broken: (row: { _id: string }) => {
          if (row._id === 'id-2') throw new Error('cannot read this one');
          return 'fine';
        },
      },
      Mutation: { touch: () => 1 },
    },
  });
  const plugins: Plugin[] = [timeBudgetPlugin(options.budgetMs ?? 5_000)];
  if (options.compiled) plugins.push(compiledExecutionPlugin(options.compile));
  plugins.push(...(options.after ?? []));
  return createYoga({ schema, plugins, logging: false, maskedErrors: false });
}

async function answer(yoga: ReturnType<typeof server>, query: string, variables: Record<string, unknown> = {}) {
  const res = await yoga.fetch('http://test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.text() };
}

const DOCUMENTS: Array<[string, string, Record<string, unknown>?]> = [
  ['a list page', 'query($size: Int) { jobs(size: $size) { content { title isExternalJob postedDate _id company { companyName } tags } totalElements totalPages } }', { size: 5 }],
  ['aliases, fragments, @include and __typename', 'query($with: Boolean!) { page: jobs { content { ...F id: _id t: title company @include(if: $with) { __typename logoUrl } } } } fragment F on Job { tags __typename }', { with: true }],
  ['a field that fails on one row', '{ jobs(size: 4) { content { _id broken } } }'],
  ['a variable of the wrong type', 'query($size: Int) { jobs(size: $size) { totalElements } }', { size: 'many' }],
  ['an argument from a variable with a filter', 'query($t: String) { jobs(size: 6, title: $t) { content { title } } }', { t: 'café' }],
];

describe('compiled reads', () => {
  it.each(DOCUMENTS)('%s: the same answer, byte for byte, as the general executor', async (_name, query, variables) => {
    const general = await answer(server({ compiled: false }), query, variables);
    const compiled = await answer(server({ compiled: true }), query, variables);
    expect(compiled).toEqual(general);
  });

  it('a document is compiled on its first run only; a write is not compiled', async () => {
    const compile = counted();
    const yoga = server({ compiled: true, compile });
    const [, query, variables] = DOCUMENTS[0];
    for (let i = 0; i < 3; i++) expect((await answer(yoga, query, variables)).status).toBe(200);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(JSON.parse((await answer(yoga, 'mutation { touch }')).body)).toEqual({ data: { touch: 1 } });
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('a compiled read runs inside the plugins after it, as the access plugin runs it as its caller (server/graphql/yoga.ts)', async () => {
    const compile = counted();
    const yoga = server({ compiled: true, compile, after: [runAsCaller('Asha Rao')] });
    expect(JSON.parse((await answer(yoga, '{ caller }')).body)).toEqual({ data: { caller: 'Asha Rao' } });
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('a compiled read past its time budget answers the budget error when the budget runs out', async () => {
    const budget = 200;
    const compile = counted();
    const yoga = server({ compiled: true, budgetMs: budget, compile });
    const started = performance.now();
    const { body } = await answer(yoga, '{ stalled }');
    const elapsed = performance.now() - started;
    expect(compile).toHaveBeenCalledTimes(1);
    expect(JSON.parse(body).errors?.[0]).toMatchObject({ message: timeBudgetMessage(budget), extensions: { code: 'BAD_USER_INPUT' } });
    expect(elapsed).toBeGreaterThanOrEqual(budget - 20);
    expect(elapsed).toBeLessThan(1_500);
  });
});
