/**
 * The one transform from job seeker form values (or a fetched seeker) to the contract's
 * JobSeekerInput, derived from the field declaration (domain/entities/jobSeekers.ts).
 */
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import type { RecordData } from '../shared/definition';
import { toDeclaredInput } from '../shared/declared';

export function toJobSeekerInput(data: RecordData): Record<string, unknown> {
  return toDeclaredInput(JOB_SEEKER_DECLARATION, data, 'update');
}
