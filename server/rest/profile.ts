/** The signed-in person's own profile and password. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION } from '../../domain/messages';
import { clearSessionCookie } from '../auth/cookie';
import type { PasswordGuessLimiter } from '../auth/passwordGuesses';
import { endOtherSessions, endSession } from '../auth/sessions';
import { retryAfterSeconds, waitText } from '../auth/wait';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { Services } from '../services';
import { signedIn } from './auth';
import { objectBody, optionalString } from './body';

interface Deps {
  db: Db;
  config: ServerConfig;
  services: Services;
  passwordGuesses: PasswordGuessLimiter;
}

export function registerProfileRoutes(app: FastifyInstance, deps: Deps): void {
  app.put('/api/user/update', async (request) => {
    const body = objectBody(request.body);
    return deps.services.users.updateProfile(signedIn(request.user).id, {
      firstName: optionalString(body, 'firstName'),
      lastName: optionalString(body, 'lastName'),
      email: optionalString(body, 'email'),
    });
  });

  // The console reads {success, error}; the message is shown to the person as is.
  app.post('/api/me/update-password', async (request, reply) => {
    const user = signedIn(request.user);
    const session = request.sessionTokenHash ?? '';
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    const next = typeof body.newPassword === 'string' ? body.newPassword : '';
    const guesses = deps.passwordGuesses;
    if (!guesses.enter(user.id)) return tooManyGuesses(reply, 1_000);
    try {
      const waitMs = guesses.retryAfterMs(user.id);
      if (waitMs > 0) return tooManyGuesses(reply, waitMs);
      await deps.services.users.changePassword(user.id, current, next);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
      if (error.fields?.currentPassword && (await guesses.recordFailure(user.id, session))) {
        return signOutAfterGuesses(request, reply, deps);
      }
      return reply.code(400).send({ success: false, error: error.message });
    } finally {
      guesses.leave(user.id);
    }
    await guesses.recordSuccess(user.id, session);
    await endOtherSessions(deps.db, user.id, request.sessionTokenHash);
    return { success: true, error: null };
  });
}

function tooManyGuesses(reply: FastifyReply, waitMs: number) {
  reply.header('retry-after', String(retryAfterSeconds(waitMs)));
  return reply.code(429).send({ success: false, error: VALIDATION.password.tooManyGuesses(waitText(waitMs)) });
}

/** The session that kept guessing ends; the console then sends the person to sign in again. */
async function signOutAfterGuesses(request: FastifyRequest, reply: FastifyReply, deps: Deps) {
  if (request.sessionTokenHash) await endSession(deps.db, request.sessionTokenHash);
  clearSessionCookie(request, reply, deps.config.secureCookies);
  return reply.code(401).send({ success: false, error: VALIDATION.password.signedOut, code: 'UNAUTHENTICATED' });
}
