/**
 * Every date the console shows, in two forms (spec §2, §3): a day — list dates, a birthday, an
 * expiry date, and what the date inputs show — as dd/MM/yyyy; a moment of the audit trail
 * (created, updated, posted, history, notes) as 'MMM DD, YYYY at h:mm A'. Kept apart from
 * format.ts so the date library loads with the screens, not the shell.
 */
import { format, isMatch, isValid, parse, parseISO } from 'date-fns';

export const DAY_FORMAT = 'dd/MM/yyyy';
const AUDIT_FORMAT = "MMM dd, yyyy 'at' h:mm a";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value.trim());
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy as spec §2 shows list dates; '' for missing or unreadable dates. */
export function formatListDate(value: unknown): string {
  const date = readDate(value);
  return date ? format(date, DAY_FORMAT) : '';
}

/** A day shown on a detail screen: dd/MM/yyyy, other text as it was typed, null when missing. */
export function formatDay(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return formatListDate(value) || value;
}

/** e.g. 'Mar 05, 2025 at 3:07 PM'; null for a missing or unreadable date. */
export function formatAuditDate(value: string | null | undefined): string | null {
  const date = readDate(value);
  return date ? format(date, AUDIT_FORMAT) : null;
}

/** A stored day (YYYY-MM-DD, or a full ISO time) as a date input shows it; other text as it is. */
export function dayToInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  return formatListDate(value) || value;
}

/** What was typed into a date input (dd/MM/yyyy) as the stored YYYY-MM-DD, or null when it is no day. */
export function inputToDay(text: string): string | null {
  const typed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(typed) || !isMatch(typed, DAY_FORMAT)) return null;
  const date = parse(typed, DAY_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** True for a stored calendar day such as 2026-12-31. */
export const isIsoDay = (value: unknown): value is string => typeof value === 'string' && ISO_DAY.test(value) && isValid(parseISO(value));
