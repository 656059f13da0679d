/** Sign-in, sign-out and the session check of the console's auth provider. */
import type { FastifyInstance } from 'fastify';
import type { RestErrorBody } from '../../domain/errors';
import { clearSessionCookie, setSessionCookie } from '../auth/cookie';
import type { LoginLimiter } from '../auth/loginLimiter';
import { authenticate } from '../auth/login';
import { createSession, endSession, sessionLifetime } from '../auth/sessions';
import { retryAfterSeconds, waitText } from '../auth/wait';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { toProfile } from '../services/users';
import { objectBody, optionalString } from './body';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const tooManySignIns = (wait: string) => `Too many sign-in attempts. Please wait ${wait} and try again.`;

interface Deps {
  db: Db;
  config: ServerConfig;
  services: Services;
  limiter: LoginLimiter;
}

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/auth/login', { config: { public: true } }, async (request, reply) => {
    const body = objectBody(request.body);
    const email = (optionalString(body, 'email') ?? '').trim();
    const password = optionalString(body, 'password') ?? '';
    if (!email || !password) {
      const error: RestErrorBody = { error: 'Please enter your email and password.', code: 'BAD_USER_INPUT' };
      return reply.code(400).send(error);
    }
    const waitMs = deps.limiter.begin(email, request.ip);
    if (waitMs > 0) {
      const error: RestErrorBody = { error: tooManySignIns(waitText(waitMs)), code: 'RATE_LIMITED' };
      return reply.code(429).header('retry-after', String(retryAfterSeconds(waitMs))).send(error);
    }
    const user = await authenticate(deps.db, email, password);
    if (!user) {
      const error: RestErrorBody = { error: INVALID_CREDENTIALS, code: 'UNAUTHENTICATED' };
      return reply.code(401).send(error);
    }
    deps.limiter.succeeded(email, request.ip);
    const session = await createSession(deps.db, user.id, sessionLifetime(deps.config));
    setSessionCookie(request, reply, session.token, session.expiresAt, deps.config.secureCookies);
    return toProfile(user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionTokenHash) await endSession(deps.db, request.sessionTokenHash);
    clearSessionCookie(request, reply, deps.config.secureCookies);
    return reply.code(204).send();
  });

  app.get('/api/me', async (request) => {
    return deps.services.users.getProfile(signedIn(request.user).id);
  });
}

/** The guard has already refused unsigned callers; this only narrows the type. */
export function signedIn<T>(user: T | null): T {
  if (user === null) throw new Error('Route reached without a session.');
  return user;
}
