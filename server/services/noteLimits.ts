/**
 * How much the log of one record may hold: a job seeker's notes, an application's notes and
 * status changes, a company's status changes. Each is appended and read back whole with its
 * record (the detail page, the application panel): unbounded, some hundred notes of 50,000
 * characters made the record's answer pass the 5 MB answer limit, so nobody could open it again,
 * and an application's notes cannot even be deleted. The bounds are far above a record's working
 * life and keep its answer under 2.5 MB whatever the notes hold.
 */
import { badInput } from '../errors';

export const NOTE_LIMITS = {
  /** notes of one record, and separately status changes of one application or one company */
  entries: 1_000,
  /** the notes' stored HTML in all, as UTF-8 */
  bytes: 1_000_000,
};

export interface LogHeld {
  entries: number;
  bytes: number;
}

const bounds = `${NOTE_LIMITS.entries.toLocaleString('en-US')} entries, or ${NOTE_LIMITS.bytes / 1_000_000} MB of notes`;

export const SEEKER_NOTES_FULL = `This job seeker's notes are full (${bounds}). Delete old notes before adding another.`;
export const APPLICATION_NOTES_FULL = `This application's notes are full (${bounds}). No more notes can be added to it.`;
const historyFull = (record: string) =>
  `This ${record}'s status history is full (${NOTE_LIMITS.entries.toLocaleString('en-US')} changes). Its status can no longer be changed.`;

export const APPLICATION_HISTORY_FULL = historyFull('application');
export const COMPANY_HISTORY_FULL = historyFull('company');

/** Refuses one more status change on a history that already holds `held` changes. */
export function assertRoomForStatusChange(held: number, message: string): void {
  if (held + 1 > NOTE_LIMITS.entries) throw badInput(message, { status: message });
}

/** Refuses one more note of `note` on a log that already holds `held`. */
export function assertRoomForNote(held: LogHeld, note: string, message: string, field: string): void {
  if (held.entries + 1 > NOTE_LIMITS.entries || held.bytes + Buffer.byteLength(note, 'utf8') > NOTE_LIMITS.bytes) {
    throw badInput(message, { [field]: message });
  }
}
