/** The signed-in person's own profile and password. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { endOtherSessions } from '../auth/sessions';
import { AppError } from '../errors';
import type { Services } from '../services';
import { signedIn } from './auth';
import { objectBody, optionalString } from './body';

export function registerProfileRoutes(app: FastifyInstance, deps: { db: Db; services: Services }): void {
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
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    const next = typeof body.newPassword === 'string' ? body.newPassword : '';
    try {
      await deps.services.users.changePassword(user.id, current, next);
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
        return reply.code(400).send({ success: false, error: error.message });
      }
      throw error;
    }
    await endOtherSessions(deps.db, user.id, request.sessionTokenHash);
    return { success: true, error: null };
  });
}
