/** The years of experience a job asks or a seeker states, refused as bad input by one rule (domain/validation/rules.ts). */
import { yearsOfExperienceError } from '../../domain/validation';
import { badInput } from '../errors';

export function checkYears(value: number | null | undefined): void {
  const error = yearsOfExperienceError(value);
  if (error) throw badInput(error, { yearsOfExperience: error });
}
