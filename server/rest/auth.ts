/** Sign-in, sign-out and the session check of the console's auth provider. */
import type { FastifyInstance } from 'fastify';
import type { RestErrorBody } from '../../domain/errors';
import { clearSessionCookie, setSessionCookie } from '../auth/cookie';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { SharedLoginLimiter } from '../auth/sharedLoginLimiter';
import { authenticate, MAX_EMAIL_LENGTH } from '../auth/login';
import { createSession, endSession, sessionLifetime } from '../auth/sessions';
import { insertAuthEvent } from '../db/repositories/audit';
import { findStaff, recordSignIn, setSessionClient } from '../db/repositories/staff';
import { findUserByEmail } from '../db/repositories/users';
import { retryAfterSeconds, waitText } from '../auth/wait';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { toProfile } from '../services/users';
import { objectBody, optionalString } from './body';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Ask a Super Admin if you need access again.';
export const tooManySignIns = (wait: string) => `Too many sign-in attempts. Please wait ${wait} and try again.`;

/**
 * An email and a password fit in a few KB, escapes included. The one route anyone may call reads
 * no more: a megabyte of nested brackets cost ~0.2 s of the server's CPU to parse and walk, for
 * every unsigned request.
 */
export const LOGIN_BODY_LIMIT = 16 * 1024;

interface Deps {
  db: Db;
  config: ServerConfig;
  services: Services;
  limiter: LoginLimiter | SharedLoginLimiter;
}

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/auth/login', { config: { public: true }, bodyLimit: LOGIN_BODY_LIMIT }, async (request, reply) => {
    const body = objectBody(request.body);
    const email = (optionalString(body, 'email') ?? '').trim();
    const password = optionalString(body, 'password') ?? '';
    if (!email || !password) {
      const error: RestErrorBody = { error: 'Please enter your email and password.', code: 'BAD_USER_INPUT' };
      return reply.code(400).send(error);
    }
    if (email.length > MAX_EMAIL_LENGTH) {
      // No account has a longer one, and the sign-in limits keep their counts under the email.
      const error: RestErrorBody = { error: `The email is too long (at most ${MAX_EMAIL_LENGTH} characters).`, code: 'BAD_USER_INPUT' };
      return reply.code(400).send(error);
    }
    const waitMs = await deps.limiter.begin(email, request.ip);
    if (waitMs > 0) {
      const error: RestErrorBody = { error: tooManySignIns(waitText(waitMs)), code: 'RATE_LIMITED' };
      return reply.code(429).header('retry-after', String(retryAfterSeconds(waitMs))).send(error);
    }
    const user = await authenticate(deps.db, email, password);
    const account = user ? await findStaff(deps.db, user.id) : null;
    if (!user || !account || account.status !== 'active') {
      // The audit trail keeps failed sign-ins on the account's history (or with the email as
      // typed, bounded, when no account has it).
      const target = account ?? (await findUserByEmail(deps.db, email));
      await insertAuthEvent(deps.db, { actorId: target?.id ?? null, actorEmail: email, actorName: null, action: 'sign-in failed' });
      // Only the right password learns that the account is deactivated.
      const message = account && account.status !== 'active' ? ACCOUNT_DEACTIVATED : INVALID_CREDENTIALS;
      const error: RestErrorBody = { error: message, code: 'UNAUTHENTICATED' };
      return reply.code(401).send(error);
    }
    await deps.limiter.succeeded(email, request.ip);
    const lifetime = sessionLifetime(deps.config);
    const session = await deps.db.transaction().execute(async (tx) => {
      const created = await createSession(tx, user.id, lifetime);
      await setSessionClient(tx, created.tokenHash, request.headers['user-agent'] ?? null, request.ip);
      await recordSignIn(tx, user.id, new Date());
      await insertAuthEvent(tx, { actorId: user.id, actorEmail: user.email, actorName: `${user.firstName} ${user.lastName}`, action: 'sign-in' });
      return created;
    });
    setSessionCookie(request, reply, session.token, session.expiresAt, deps.config.secureCookies);
    // The console sends a person with a temporary password to change it first.
    return account.mustChangePassword ? { ...toProfile(user), mustChangePassword: true } : toProfile(user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const user = request.user;
    if (request.sessionTokenHash) {
      const tokenHash = request.sessionTokenHash;
      await deps.db.transaction().execute(async (tx) => {
        await endSession(tx, tokenHash);
        if (user) {
          await insertAuthEvent(tx, { actorId: user.id, actorEmail: user.email, actorName: `${user.firstName} ${user.lastName}`, action: 'sign-out' });
        }
      });
    }
    clearSessionCookie(request, reply, deps.config.secureCookies);
    return reply.code(204).send();
  });

  app.get('/api/me', async (request) => {
    const user = signedIn(request.user);
    const profile = await deps.services.users.getProfile(user.id);
    // The console sends a person with a temporary password to change it first.
    return user.mustChangePassword ? { ...profile, mustChangePassword: true } : profile;
  });
}

/** The guard has already refused unsigned callers; this only narrows the type. */
export function signedIn<T>(user: T | null): T {
  if (user === null) throw new Error('Route reached without a session.');
  return user;
}
