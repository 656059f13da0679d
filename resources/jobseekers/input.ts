/** The one transform from job seeker form values (or a fetched seeker) to the contract's JobSeekerInput. */
import type { RecordData } from '../shared/definition';
import { PERSONAL_DETAILS_KEYS, pickDefined, pickObject } from '../shared/pick';

const SEEKER_INPUT_KEYS = ['skills', 'resumeUrl', 'yearsOfExperience', 'education'] as const;
const PREFERENCE_KEYS = ['jobType', 'location', 'noticePeriod', 'preferredRoles'] as const;

export function toJobSeekerInput(data: RecordData): Record<string, unknown> {
  const input: Record<string, unknown> = pickDefined(data, SEEKER_INPUT_KEYS);
  const personalDetails = pickObject(data.personalDetails, PERSONAL_DETAILS_KEYS);
  if (personalDetails) input.personalDetails = personalDetails;
  const jobPreferences = pickObject(data.jobPreferences, PREFERENCE_KEYS);
  if (jobPreferences) input.jobPreferences = jobPreferences;
  return input;
}
