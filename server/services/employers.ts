/** Employer rules: the required person fields, the company link, job counters. */
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import type { EmployerInput } from '../../domain/generated/contract';
import { VALIDATION } from '../../domain/messages';
import type { Employer } from '../../domain/types';
import { validatePersonRequired } from '../../domain/validation';
import { companyNameOf } from '../db/repositories/companies';
import {
  deleteEmployer,
  type EmployerFields,
  EMPLOYERS,
  EMPLOYER_WEIGHT,
  findEmployer,
  findEmployerRows,
  updateEmployer,
} from '../db/repositories/employers';
import { badInput, notFound } from '../errors';
import { declaredPatch, sanitizedInput } from './declaredInput';
import type { Actor, ServiceDeps } from './deps';
import { assertInputRules } from './inputRules';
import { listService } from './listArgs';
import { parseExpectedVersion, requireWritten } from './versioning';

/** The contract's EmployerInput (generated from domain/schema.graphql). */
export type { EmployerInput };

function counter(name: 'jobsPosted' | 'jobsLeft', value: number | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < 0) {
    throw badInput(`${name} must be a whole number of 0 or more.`, { [name]: 'Must be 0 or more' });
  }
  return value;
}

export function createEmployerService({ db }: ServiceDeps) {
  async function getById(id: string): Promise<Employer> {
    const employer = await findEmployer(db, id);
    if (!employer) throw notFound('Employer');
    return employer;
  }

  return {
    list: listService<Employer>(db, 'employers', findEmployerRows, EMPLOYERS, EMPLOYER_WEIGHT),
    getById,

    /** `expectedUpdatedAt`: the version the editor saw; a stale copy is refused (CONFLICT). */
    async update(id: string, input: EmployerInput, actor: Actor, expectedUpdatedAt?: string | null): Promise<Employer> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      assertInputRules('EmployerInput', input, EMPLOYER_DECLARATION);
      const current = await getById(id);
      const details = input.personalDetails ?? undefined;
      if (details) {
        const merged = { ...current.personalDetails, ...details };
        const errors = validatePersonRequired(merged);
        if (Object.keys(errors).length) throw badInput(VALIDATION.person.allRequired, errors);
      }
      if (input.companyId && !(await companyNameOf(db, input.companyId))) {
        throw badInput('The chosen company does not exist.', { companyId: 'Company not found' });
      }
      // Every given field by its declared kind (domain/entities/employers.ts); the counters by their rule.
      const fields = {
        ...declaredPatch(EMPLOYER_DECLARATION, await sanitizedInput(EMPLOYER_DECLARATION, input, actor.email)),
        jobsPosted: counter('jobsPosted', input.jobsPosted),
        jobsLeft: counter('jobsLeft', input.jobsLeft),
      } as EmployerFields;
      const written = await updateEmployer(db, id, fields, actor.email, expected);
      await requireWritten(written, 'Employer', async () => !!(await findEmployer(db, id)));
      return getById(id);
    },

    /** The employer's jobs stay with employer_id null; its company requests are deleted (FKs). */
    async remove(id: string): Promise<string> {
      if (!(await deleteEmployer(db, id))) throw notFound('Employer');
      return id;
    },
  };
}
