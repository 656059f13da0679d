/** Every resource's definition, keyed by name: a resource without one does not compile. */
import { companiesDefinition } from '../companies/definition';
import { companyRequestsDefinition } from '../company-requests/definition';
import { employersDefinition } from '../employers/definition';
import { jobApplicationsDefinition } from '../job-applications/definition';
import { jobsDefinition } from '../jobs/definition';
import { jobseekersDefinition } from '../jobseekers/definition';
import type { AnyResourceDefinition, ResourceDefinitions, ResourceName } from './definition';

export const RESOURCE_DEFINITIONS: ResourceDefinitions = {
  jobs: jobsDefinition,
  companies: companiesDefinition,
  jobseekers: jobseekersDefinition,
  employers: employersDefinition,
  'job-applications': jobApplicationsDefinition,
  'company-requests': companyRequestsDefinition,
};

/** Navigation order of spec §2. */
export const RESOURCE_NAMES = [
  'jobs',
  'companies',
  'jobseekers',
  'employers',
  'job-applications',
  'company-requests',
] as const satisfies readonly ResourceName[];

export function isResourceName(name: string): name is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCE_DEFINITIONS, name);
}

export function getDefinition(name: string): AnyResourceDefinition {
  if (!isResourceName(name)) throw new Error(`Unknown resource "${name}"`);
  return RESOURCE_DEFINITIONS[name];
}
