/** One audit event as a sentence: "Amelia Hart changed Salary from '15k' to '18k'". */
import type { AuditEvent } from '../../providers/staff/types';

/** salary → Salary, job_status → Job status, company_id → Company. */
export function fieldLabel(column: string): string {
  const words = column.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_SHOWN = 120;

/** Rich text shown as its words; long values cut with an ellipsis (the CSV keeps them whole). */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  let text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : JSON.stringify(value);
  text = text.replace(/<[^<>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

const VERBS: Record<string, string> = {
  create: 'created',
  delete: 'deleted',
  approve: 'approved',
  reject: 'rejected',
  'note added': 'added a note to',
  'note deleted': 'deleted a note of',
  'file uploaded': 'uploaded the file',
  'file removed': 'removed the file',
  'AI regenerated': 'regenerated the AI overview of',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  'password reset': 'reset the password of',
  'password changed': 'changed their password',
  'sign-in': 'signed in',
  'sign-in failed': 'failed to sign in',
  'sign-out': 'signed out',
};

export function actorOf(event: AuditEvent): string {
  return event.actorName?.trim() || event.actorEmail || 'Someone';
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The changed fields, each "Salary from '15k' to '18k'". A group of values kept together (SEO
 * metadata, links) names only its parts that changed: "Metadata keywords from … to …".
 */
export function changeLines(event: AuditEvent): string[] {
  return Object.entries(event.changes ?? {}).flatMap(([field, [before, after]]) => {
    if (isObject(before) || isObject(after)) {
      const a = isObject(before) ? before : {};
      const b = isObject(after) ? after : {};
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
      return keys.map((key) => `${fieldLabel(field)} ${fieldLabel(key).toLowerCase()} from '${shownValue(a[key])}' to '${shownValue(b[key])}'`);
    }
    return [`${fieldLabel(field)} from '${shownValue(before)}' to '${shownValue(after)}'`];
  });
}

export function eventSentence(event: AuditEvent, withRecord: boolean): string {
  const who = actorOf(event);
  const record = withRecord && event.summary ? ` '${shownValue(event.summary)}'` : '';
  if (event.action === 'sign-in' || event.action === 'sign-out' || event.action === 'sign-in failed' || event.action === 'password changed') {
    return `${who} ${VERBS[event.action]}`;
  }
  const lines = changeLines(event);
  if ((event.action === 'update' || event.action === 'status change' || event.action === 'role changed') && lines.length) {
    return `${who} changed ${lines.join(', ')}${withRecord && record ? ` on${record}` : ''}`;
  }
  if (event.action === 'note added' || event.action === 'note deleted') {
    return `${who} ${event.action === 'note added' ? 'added' : 'deleted'} a note: '${shownValue(event.summary)}'`;
  }
  const verb = VERBS[event.action] ?? event.action;
  return `${who} ${verb}${record || (withRecord ? '' : ' this record')}`;
}
