/**
 * The one transform to the contract's JobApplicationUpdateInput, derived from the field
 * declaration (domain/entities/applications.ts): a status change, a note, or both. A note is
 * only ever new text typed by staff (the record's notes list is history, never resent), and a
 * blank status or note is no change, so neither is sent.
 */
import { APPLICATION_DECLARATION } from '../../domain/entities/applications';
import type { RecordData } from '../shared/definition';
import { toDeclaredInput } from '../shared/declared';

export function toJobApplicationInput(data: RecordData): Record<string, unknown> {
  return toDeclaredInput(APPLICATION_DECLARATION, data, 'update');
}
