/**
 * The real app over a test server's database with a Kysely plugin watching every statement of the
 * services, for the answer-size tests (./answerSizeLongText.test.ts, ./answerSizeById.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin, RootOperationNode, TableNode } from 'kysely';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { answerSizeMessage, GRAPHQL_LIMITS } from '../../../server/graphql/limits';
import { createServices } from '../../../server/services';
import { startTestServer, type TestServer } from '../harness';

export interface AnswerApp {
  server: TestServer;
  post(query: string): Promise<{ status: number; body: { data?: Record<string, unknown> | null; errors?: unknown[] } }>;
  close(): Promise<void>;
}

/** A plugin handing each statement's operation node to `seen` (as planned: a compiled page statement is seen once). */
export function watching(seen: (node: RootOperationNode) => void): KyselyPlugin {
  return {
    transformQuery({ node }) {
      seen(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/** The tables a SELECT built with the query builder read notes from (all columns, or `note`). */
export function notesReadFrom(node: RootOperationNode): string[] {
  if (node.kind !== 'SelectQueryNode') return [];
  const selections = JSON.stringify(node.selections ?? []);
  const readsText = selections.includes('"SelectAllNode"') || /"ColumnNode","column":\{"kind":"IdentifierNode","name":"note"\}/.test(selections);
  if (!readsText) return [];
  return (node.from?.froms ?? []).filter((from) => from.kind === 'TableNode').map((from) => (from as TableNode).table.identifier.name);
}

export async function startAnswerApp(plugin: KyselyPlugin): Promise<AnswerApp> {
  const server = await startTestServer();
  const cookie = await server.signIn();
  const dir = mkdtempSync(join(tmpdir(), 'jm-answer-'));
  const db = server.db.withPlugin(plugin);
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), distDir: join(dir, 'no-console') };
  const app = await buildApp({ config, db, files: server.files, services: createServices({ db, files: server.files }), log: () => {} });
  await app.ready();
  return {
    server,
    async post(query) {
      const res = await app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ query }) });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a request refused for its answer's size reads. */
export const refusedAnswer = { data: null, errors: [{ message: answerSizeMessage(GRAPHQL_LIMITS.answerBytes), extensions: { code: 'BAD_USER_INPUT' } }] };
