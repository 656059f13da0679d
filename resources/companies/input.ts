/**
 * The one transform from company form values (or a fetched company) to the contract's
 * CompanyInput, derived from the field declaration (domain/entities/companies.ts).
 */
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import type { RecordData } from '../shared/definition';
import { toDeclaredInput } from '../shared/declared';

export function toCompanyInput(data: RecordData): Record<string, unknown> {
  return toDeclaredInput(COMPANY_DECLARATION, data, 'update');
}
