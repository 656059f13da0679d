/**
 * A timestamp column read as the database's text (`created_at::text`) and turned into the
 * contract's ISO form directly, instead of the driver building a Date that is then formatted
 * again: every list row has one or two timestamps, and that round trip was a visible part of the
 * app's CPU for a page (issue 15).
 *
 * The answer must not change by one character, so the text is turned into exactly what
 * `toISOString()` of the driver's Date gives: milliseconds cut (not rounded) from the
 * microseconds the way the driver computes them (1000 × the fraction as a float, truncated, so
 * '.123999' gives 123, not 124). Anything but the plain UTC form (another session time
 * zone, years before 1000 or after 9999, BC, infinity) goes through the driver's own parser.
 */
import pg from 'pg';

/** '2026-11-25 10:00:00.123456+00', as PostgreSQL writes a timestamptz in a UTC session. */
const UTC_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?\+00$/;
/** Where the time ends and the fraction (if any) starts, in that form; the last 3 characters are '+00'. */
const FRACTION_AT = 19;

/** The contract's form of a timestamp read as text (or as a Date, by a query that did not cast it). */
export function isoOfTimestamp(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Tested, not matched: a page reads one or two per row, and a match's parts were garbage.
  if (!UTC_TEXT.test(value)) return driverIso(value);
  const end = value.length - 3;
  const ms = end > FRACTION_AT ? Math.trunc(1000 * parseFloat(value.slice(FRACTION_AT, end))) : 0;
  return `${value.slice(0, 10)}T${value.slice(11, FRACTION_AT)}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/** What the driver's parser and toISOString make of the text (the parser in use, looked up each time). */
function driverIso(text: string): string | null {
  const parsed = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')(text) as Date | number | null;
  if (parsed === null) return null;
  return (parsed instanceof Date ? parsed : new Date(parsed)).toISOString();
}
