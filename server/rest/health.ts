/**
 * Probes for load balancers and orchestrators, answered without a sign-in and without data:
 *
 * - GET /api/health: the process is alive and serving HTTP (restart it when this fails);
 * - GET /api/ready: the database answers and has every migration of this version applied, and
 *   the server is not shutting down (send it traffic only while this is 200).
 *
 * They are registered by `npm start` (server/start.ts), not by every app a test builds: the
 * security suite checks that an app's only public route is sign-in.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { pendingMigrations } from '../db/upgrade';

export interface HealthDeps {
  db: Db;
  /** True once shutdown began: readiness turns 503 so balancers stop sending new requests. */
  isClosing?: () => boolean;
  /** How long the database may take to answer the readiness check. */
  timeoutMs?: number;
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    return reply.headers(noStore).send({ status: 'ok' });
  });

  app.get('/api/ready', { config: { public: true } }, async (_request, reply) => {
    reply.headers(noStore);
    if (deps.isClosing?.()) return reply.code(503).send({ status: 'unavailable', reason: 'shutting down' });
    try {
      const pending = await withTimeout(
        (async () => {
          await sql`SELECT 1`.execute(deps.db);
          return pendingMigrations(deps.db);
        })(),
        deps.timeoutMs ?? 2_000,
      );
      if (pending.length > 0) {
        return reply.code(503).send({ status: 'unavailable', reason: `migrations not applied: ${pending.join(', ')} (run npm run migrate)` });
      }
      return reply.send({ status: 'ready' });
    } catch (error) {
      const reason = error instanceof TimeoutError ? 'database did not answer in time' : 'database unreachable';
      return reply.code(503).send({ status: 'unavailable', reason });
    }
  });
}

class TimeoutError extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
