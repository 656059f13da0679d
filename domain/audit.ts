/**
 * What the audit trail records (issue 13): the kinds of record an event is about and the actions
 * written by the database triggers (server/db/migrations/010_audit_trail.sql) and the sign-in
 * routes. The server checks the Activity filters against them; the console offers them as choices.
 */
export const AUDIT_ENTITIES = ['jobs', 'jobseekers', 'companies', 'employers', 'job-applications', 'company-requests', 'staff', 'files'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'status change',
  'note added',
  'note edited',
  'note deleted',
  'file uploaded',
  'file removed',
  'AI regenerated',
  'role changed',
  'deactivate',
  'reactivate',
  'password reset',
  'password changed',
  'sign-in',
  'sign-in failed',
  'sign-out',
] as const;

export const isAuditEntity = (value: string): value is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(value);
