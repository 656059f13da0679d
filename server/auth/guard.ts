/**
 * Request guards for /api: who is calling (from the session cookie), refusal of unsigned callers,
 * and refusal of cross-site state-changing requests.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestErrorBody } from '../../domain/errors';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { SessionUser } from '../graphql/context';
import { readSessionToken, setSessionCookie } from './cookie';
import { resolveSession, sessionLifetime } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** Every table's version, read with the session when the GraphQL read cache is on (null otherwise). */
    tableVersions: string | null;
  }
  interface FastifyContextConfig {
    /** The route answers unsigned callers (only POST /api/auth/login). */
    public?: boolean;
    /** Unsigned callers get a GraphQL-shaped error instead of a REST one. */
    graphql?: boolean;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
const CROSS_SITE = 'This request came from another site and was refused.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installGuards(app: FastifyInstance, deps: { db: Db; config: ServerConfig }): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('tableVersions', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request)) return;
    if (STATE_CHANGING.has(request.method) && !isSameOrigin(request, deps.config)) {
      const body: RestErrorBody = { error: CROSS_SITE, code: 'FORBIDDEN' };
      return reply.code(403).send(body);
    }
    const token = readSessionToken(request, deps.config.secureCookies);
    if (token) {
      // The table versions are read with the session only for the read cache, which alone uses them.
      const session = await resolveSession(deps.db, token, sessionLifetime(deps.config), { tableVersions: deps.config.readCacheMb > 0 });
      if (session) {
        request.user = session.user;
        request.sessionTokenHash = session.tokenHash;
        // A renewal wrote the sessions table after the versions were read: they still hold for
        // every table a query reads (sessions is not one of them).
        request.tableVersions = session.tableVersions;
        if (session.renewedUntil) {
          setSessionCookie(request, reply, token, session.renewedUntil, deps.config.secureCookies);
        }
      }
    }
    if (request.user || request.routeOptions.config?.public) return;
    return refuseUnsigned(request, reply);
  });
}

/** By the raw URL and by the matched route, so no spelling of a path slips past the guard. */
function isApi(request: FastifyRequest): boolean {
  const underApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
  return underApi(request.url) || underApi(request.routeOptions.url ?? '');
}

function refuseUnsigned(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config?.graphql) {
    return reply.code(401).send({ data: null, errors: [{ message: SIGN_IN_REQUIRED, extensions: { code: 'UNAUTHENTICATED' } }] });
  }
  const body: RestErrorBody = { error: SIGN_IN_REQUIRED, code: 'UNAUTHENTICATED' };
  return reply.code(401).send(body);
}

/**
 * Browsers send Origin on cross-origin requests and on same-origin POSTs; a request without it
 * (curl, server-to-server) carries no ambient browser credentials worth protecting against.
 */
function isSameOrigin(request: FastifyRequest, config: ServerConfig): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (origin === `${request.protocol}://${request.host}`) return true;
  return config.allowedOrigins.includes(origin);
}
