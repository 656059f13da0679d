/** Small predicates shared by the validators of this folder. */
import { htmlToPlainText } from '../richText';
import { isWebLink } from './links';

export type { FieldErrors } from './fieldErrors';

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** Rich text counts as blank when nothing but tags and spaces remain. */
export const isBlankRichText = (value: string | null | undefined): boolean =>
  isBlank(value) || htmlToPlainText(value ?? '') === '';

/**
 * An address with its parts: no spaces, one '@' with something before it, and a dot after it
 * with something on each side (what /^[^\s@]+@[^\s@]+\.[^\s@]+$/ says). Checked in one pass: that
 * expression backtracked quadratically, and 'a@' with 150,000 dots held the server for ~85 s.
 */
export function isValidEmail(value: string | null | undefined): boolean {
  const address = (value ?? '').trim();
  const at = address.indexOf('@');
  if (at < 1 || address.indexOf('@', at + 1) !== -1 || /\s/.test(address)) return false;
  const domain = address.slice(at + 1);
  return domain.slice(1, -1).includes('.');
}

/** Spec §5: a website must contain a dot and no whitespace; and be a web address (links.ts). */
export const isValidWebsite = (value: string | null | undefined): boolean =>
  !!value && value.includes('.') && !/\s/.test(value) && isWebLink(value);

export const isDigitsOnly = (value: string | null | undefined): boolean => !!value && /^\d+$/.test(value.trim());

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * A date as the console's date picker writes it ('2026-12-31'), or with a time after it: a real
 * calendar day (no 31 February), in years 1-9999, at a real time of day (no 25:99), so lists
 * sort and show it as a date.
 */
export function isValidDate(value: string | null | undefined): boolean {
  const parts = CALENDAR_DATE.exec((value ?? '').trim());
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const within = (text: string | undefined, most: number) => text === undefined || Number(text) <= most;
  const timeOfDay = within(parts[4], 23) && within(parts[5], 59) && within(parts[6], 59) && within(parts[7], 14) && within(parts[8], 59);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && timeOfDay;
}

/** More than a working life: a typing slip (60 for 6), never a person's years. */
export const MAX_YEARS_OF_EXPERIENCE = 60;

/** What is wrong with the years of experience a job asks or a seeker states; null when nothing. */
export function yearsOfExperienceError(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < 0) return 'Years of experience must be 0 or more.';
  if (value > MAX_YEARS_OF_EXPERIENCE) return `Years of experience must be ${MAX_YEARS_OF_EXPERIENCE} or fewer.`;
  return null;
}
