/**
 * Staff administration over REST (issue 13): /api/staff (Super Admin), the permissions table
 * every signed-in person reads (GET /api/permissions), and one's own sessions.
 * Who may call which route is decided in server/auth/access.ts, not here.
 */
import type { FastifyInstance } from 'fastify';
import { permissionsTable, ROLES } from '../auth/roles';
import type { Db } from '../db/client';
import { deleteOtherSessions } from '../db/repositories/sessions';
import { findUserSessions } from '../db/repositories/staff';
import { badInput } from '../errors';
import { createStaffService } from '../services/staff';
import type { FileStore } from '../storage/fileStore';
import { signedIn } from './auth';
import { objectBody } from './body';

const MAX_SIZE = 100;

export function pageArgs(query: Record<string, unknown>, fallbackSize = 25): { page: number; size: number } {
  const number = (raw: unknown, name: string, fallback: number, min: number, max: number) => {
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (typeof raw !== 'string' || !/^\d+$/.test(raw) || value < min || value > max) {
      const message = `${name} must be a whole number from ${min} to ${max}.`;
      throw badInput(message, { [name]: message });
    }
    return value;
  };
  return { page: number(query.page, 'page', 0, 0, 1_000_000), size: number(query.size, 'size', fallbackSize, 1, MAX_SIZE) };
}

const filterText = (value: unknown, max = 200): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

export function registerStaffRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore }): void {
  const staff = createStaffService({ db: deps.db, files: deps.files });

  app.get('/api/permissions', async () => permissionsTable());

  app.get<{ Querystring: Record<string, string | undefined> }>('/api/staff', async (request) => {
    const { page, size } = pageArgs(request.query);
    const role = filterText(request.query.filter_role);
    const status = filterText(request.query.filter_status);
    if (role && !(ROLES as readonly string[]).includes(role)) throw badInput(`Unknown role "${role}".`);
    if (status && status !== 'active' && status !== 'deactivated') throw badInput(`Unknown status "${status}".`);
    return staff.list({ q: filterText(request.query.filter_q), role, status }, page, size);
  });

  app.post('/api/staff', async (request) => staff.create(objectBody(request.body)));

  app.get<{ Params: { id: string } }>('/api/staff/:id', async (request) => staff.get(request.params.id));

  app.put<{ Params: { id: string } }>('/api/staff/:id', async (request) => staff.update(request.params.id, objectBody(request.body)));

  app.post<{ Params: { id: string } }>('/api/staff/:id/deactivate', async (request) =>
    staff.setActive(request.params.id, false, signedIn(request.user).id),
  );

  app.post<{ Params: { id: string } }>('/api/staff/:id/reactivate', async (request) =>
    staff.setActive(request.params.id, true, signedIn(request.user).id),
  );

  app.post<{ Params: { id: string } }>('/api/staff/:id/reset-password', async (request) =>
    staff.resetPassword(request.params.id, objectBody(request.body).password),
  );

  /** One's own sessions; the token hashes never leave the server (`current` marks this one). */
  app.get('/api/me/sessions', async (request) => {
    const user = signedIn(request.user);
    const rows = await findUserSessions(deps.db, user.id);
    return rows.map((row, index) => ({
      id: String(index + 1),
      current: row.tokenHash === request.sessionTokenHash,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      ip: row.ip,
    }));
  });

  app.post('/api/me/sessions/sign-out-others', async (request) => {
    const user = signedIn(request.user);
    return { ended: await deleteOtherSessions(deps.db, user.id, request.sessionTokenHash) };
  });
}
