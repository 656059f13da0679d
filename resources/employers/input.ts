/** The one transform from employer form values (or a fetched employer) to the contract's EmployerInput. */
import type { RecordData } from '../shared/definition';
import { PERSONAL_DETAILS_KEYS, pickDefined, pickObject } from '../shared/pick';

const EMPLOYER_INPUT_KEYS = ['jobsPosted', 'jobsLeft'] as const;
const LINK_KEYS = ['instagram', 'linkedin', 'website', 'behance', 'googleDrive', 'facebook', 'twitter'] as const;

export function toEmployerInput(data: RecordData): Record<string, unknown> {
  const input: Record<string, unknown> = pickDefined(data, EMPLOYER_INPUT_KEYS);
  // null is meaningful here (unlink from the company); only an absent companyId keeps the link.
  if (data.companyId !== undefined) input.companyId = data.companyId === '' ? null : data.companyId;
  const personalDetails = pickObject(data.personalDetails, PERSONAL_DETAILS_KEYS);
  if (personalDetails) input.personalDetails = personalDetails;
  const links = pickObject(data.links, LINK_KEYS);
  if (links) input.links = links;
  return input;
}
