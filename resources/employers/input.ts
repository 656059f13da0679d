/**
 * The one transform from employer form values (or a fetched employer) to the contract's
 * EmployerInput, derived from the field declaration (domain/entities/employers.ts). A cleared
 * company is sent as null (unlink); an absent one keeps the link.
 */
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import type { RecordData } from '../shared/definition';
import { toDeclaredInput } from '../shared/declared';

export function toEmployerInput(data: RecordData): Record<string, unknown> {
  return toDeclaredInput(EMPLOYER_DECLARATION, data, 'update');
}
