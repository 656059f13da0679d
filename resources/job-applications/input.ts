/** The one transform to the contract's JobApplicationUpdateInput: a status change, a note, or both. */
import type { RecordData } from '../shared/definition';

export function toJobApplicationInput(data: RecordData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (typeof data.status === 'string' && data.status !== '') input.status = data.status;
  // A note is only ever new text typed by staff; the record's notes list is history, never resent.
  if (typeof data.note === 'string' && data.note.trim() !== '') input.note = data.note;
  return input;
}
