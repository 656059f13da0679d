/**
 * Staff administration (issue 13): create, edit (name, role), deactivate / reactivate, reset
 * password. Every change that takes rights away (deactivation, role change, password reset) ends
 * the person's sessions in the same transaction, so their very next request answers 401.
 * The last active Super Admin can be neither deactivated nor demoted: someone must always be able
 * to manage staff.
 */
import { randomUUID } from 'node:crypto';
import { newPasswordError } from '../../domain/password';
import { VALIDATION } from '../../domain/messages';
import { checkPersonNames } from '../../domain/validation/names';
import { isGuessablePassword } from '../auth/commonPasswords';
import { hashPassword } from '../auth/passwords';
import { isRole, ROLES } from '../auth/roles';
import { staffEmailProblem } from '../auth/staffEmail';
import type { Db } from '../db/client';
import { findUserByEmail } from '../db/repositories/users';
import {
  deleteUserSessions,
  findStaff,
  findStaffPage,
  insertStaff,
  lockActiveSuperAdmins,
  type StaffFilters,
  type StaffRow,
  updateStaff,
} from '../db/repositories/staff';
import { badInput, conflict, notFound } from '../errors';
import type { ServiceDeps } from './deps';

export const LAST_SUPER_ADMIN = 'This is the last active Super Admin: make another staff member Super Admin first, so someone can still manage staff.';
export const EMAIL_TAKEN = 'A staff member with this email already exists.';
export const EMAIL_FIXED = 'Email address cannot be changed';
export { LOOKALIKE_EMAIL } from '../auth/staffEmail';
export const NOT_YOURSELF = 'You cannot deactivate your own account.';

export interface StaffMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: string;
  status: string;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
  createdAt: string;
}

export interface StaffCreateInput {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
  password?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    status: row.status,
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function checkRole(value: unknown, fields: Record<string, string>): string {
  if (!isRole(value)) fields.role = `Choose one of ${ROLES.join(', ')}`;
  return String(value ?? '');
}

function fail(fields: Record<string, string>): void {
  const messages = Object.values(fields);
  if (messages.length) throw badInput(messages.length === 1 ? messages[0] : 'Please correct the highlighted fields.', fields);
}

/** Spec §5's rules and messages (domain/password.ts), then the common-password check. */
async function checkTemporaryPassword(value: unknown, names: string[], field: string): Promise<string> {
  const password = typeof value === 'string' ? value : '';
  // the administrator types no current password: the rules of a password with none to compare
  const broken = newPasswordError(password);
  if (broken) throw badInput(broken, { [field]: broken });
  if (await isGuessablePassword(password, names)) throw badInput(VALIDATION.password.common, { [field]: VALIDATION.password.common });
  return password;
}

export function createStaffService({ db }: ServiceDeps) {
  async function load(executor: Db, id: string): Promise<StaffRow> {
    const row = UUID.test(id) ? await findStaff(executor, id) : null;
    if (!row) throw notFound('The staff member');
    return row;
  }

  /** Refuses when the change would leave no active Super Admin. Call inside the transaction. */
  async function keepASuperAdmin(tx: Db, row: StaffRow, after: { role: string; status: string }) {
    const stays = after.role === 'Super Admin' && after.status === 'active';
    if (row.role !== 'Super Admin' || row.status !== 'active' || stays) return;
    const active = await lockActiveSuperAdmins(tx);
    if (active.length <= 1 && active.includes(row.id)) throw conflict(LAST_SUPER_ADMIN);
  }

  return {
    async list(filters: StaffFilters, page: number, size: number) {
      const { rows, total } = await findStaffPage(db, filters, page, size);
      return { content: rows.map(toStaffMember), totalElements: total };
    },

    async get(id: string): Promise<StaffMember> {
      return toStaffMember(await load(db, id));
    },

    /** The new colleague signs in with the temporary password and must change it at once. */
    async create(input: StaffCreateInput): Promise<StaffMember> {
      const fields: Record<string, string> = {};
      const { firstName, lastName } = checkPersonNames(input, fields);
      const email = text(input.email);
      const emailProblem = staffEmailProblem(email);
      if (emailProblem) fields.email = emailProblem;
      const role = checkRole(input.role, fields);
      fail(fields);
      const password = await checkTemporaryPassword(input.password, [firstName, lastName], 'password');
      if (await findUserByEmail(db, email)) throw badInput(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const id = randomUUID();
      const passwordHash = await hashPassword(password);
      try {
        await insertStaff(db, { id, email, firstName, lastName, role, passwordHash, mustChangePassword: true });
      } catch (error) {
        // Two administrators adding the same colleague at once: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw badInput(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      }
      return toStaffMember(await load(db, id));
    },

    /** Name and role; the email never changes (spec §6). A role change ends their sessions. */
    async update(id: string, input: { firstName?: unknown; lastName?: unknown; role?: unknown; email?: unknown }): Promise<StaffMember> {
      const fields: Record<string, string> = {};
      const { firstName, lastName } = checkPersonNames(input, fields);
      const role = checkRole(input.role, fields);
      fail(fields);
      await db.transaction().execute(async (tx) => {
        const row = await load(tx, id);
        if (input.email !== undefined && input.email !== null && text(input.email).toLowerCase() !== row.email.toLowerCase()) {
          throw badInput(EMAIL_FIXED, { email: EMAIL_FIXED });
        }
        await keepASuperAdmin(tx, row, { role, status: row.status });
        await updateStaff(tx, id, { firstName, lastName, role });
        if (role !== row.role) await deleteUserSessions(tx, id);
      });
      return toStaffMember(await load(db, id));
    },

    async setActive(id: string, active: boolean, actorId: string): Promise<StaffMember> {
      if (!active && id === actorId) throw badInput(NOT_YOURSELF);
      await db.transaction().execute(async (tx) => {
        const row = await load(tx, id);
        const status = active ? 'active' : 'deactivated';
        if (row.status === status) return;
        await keepASuperAdmin(tx, row, { role: row.role, status });
        await updateStaff(tx, id, { status });
        if (!active) await deleteUserSessions(tx, id);
      });
      return toStaffMember(await load(db, id));
    },

    /** A temporary password, to be changed at the next sign-in; every session of theirs ends. */
    async resetPassword(id: string, password: unknown): Promise<StaffMember> {
      const row = await load(db, id);
      const checked = await checkTemporaryPassword(password, [row.firstName, row.lastName], 'password');
      const passwordHash = await hashPassword(checked);
      await db.transaction().execute(async (tx) => {
        await load(tx, id);
        await updateStaff(tx, id, { passwordHash, mustChangePassword: true });
        await deleteUserSessions(tx, id);
      });
      return toStaffMember(await load(db, id));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
