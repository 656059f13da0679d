/**
 * The one transform from job form values (or a fetched job) to the contract's JobInput, derived
 * from the field declaration (domain/entities/jobs.ts). Create and update share it; create adds
 * the rules of a new job (spec §3, §6): OPEN, user type ADMIN, and only the company fields of its
 * kind (external: typed name, code, source, URL; internal: picked company, employer and SEO
 * metadata).
 */
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import type { RecordData } from '../shared/definition';
import { toDeclaredInput } from '../shared/declared';

export function toJobInput(data: RecordData): Record<string, unknown> {
  return toDeclaredInput(JOB_DECLARATION, data, 'update');
}

/** A new job from the create form: OPEN, sent by an ADMIN, with its kind's company fields only. */
export function toJobCreateInput(data: RecordData): Record<string, unknown> {
  return toDeclaredInput(JOB_DECLARATION, data, 'create');
}
