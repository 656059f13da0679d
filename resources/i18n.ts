/**
 * The resources' part of the English catalogue (`resources.*`), built from the definitions'
 * labels so a field's label is written once. The shell merges it into src/i18n.
 */
import type { ResourceName } from './shared/definition';
import { screenMessages as companiesScreen } from './companies/messages';
import { screenMessages as companyRequestsScreen } from './company-requests/messages';
import { screenMessages as employersScreen } from './employers/messages';
import { screenMessages as jobApplicationsScreen } from './job-applications/messages';
import { screenMessages as jobsScreen } from './jobs/messages';
import { screenMessages as jobseekersScreen } from './jobseekers/messages';
import { detailKitMessages } from './shared/detail/messages';
import { bulkKitMessages } from './shared/list/bulk/messages';
import { listKitMessages } from './shared/list/messages';
import { RESOURCE_DEFINITIONS } from './shared/registry';

const SCREEN_TEXTS: Record<ResourceName, object> = {
  jobs: jobsScreen,
  companies: companiesScreen,
  jobseekers: jobseekersScreen,
  employers: employersScreen,
  'job-applications': jobApplicationsScreen,
  'company-requests': companyRequestsScreen,
};

const EMPTY_TEXTS: Record<ResourceName, string> = {
  jobs: 'No jobs found',
  companies: 'No companies found',
  jobseekers: 'No job seekers found',
  employers: 'No employers found',
  'job-applications': 'No job applications found',
  'company-requests': 'No company requests found',
};

const sharedTexts = {
  add_new: 'Add New',
  open: 'Open',
  actions: 'Actions',
  detail: detailKitMessages,
  list: listKitMessages,
  bulk: bulkKitMessages,
};

function resourceTexts(name: ResourceName) {
  const { labels } = RESOURCE_DEFINITIONS[name];
  return {
    name: labels.name,
    fields: { ...labels.fields },
    filters: { ...labels.fields, ...labels.filters },
    empty: EMPTY_TEXTS[name],
    screen: SCREEN_TEXTS[name],
  };
}

/** Keyed as under `resources`: resourceMessages.jobs.fields.title === 'Title'. */
export const resourceMessages = {
  jobs: resourceTexts('jobs'),
  companies: resourceTexts('companies'),
  jobseekers: resourceTexts('jobseekers'),
  employers: resourceTexts('employers'),
  'job-applications': resourceTexts('job-applications'),
  'company-requests': resourceTexts('company-requests'),
  /** Texts every list shares (not a resource) */
  shared: sharedTexts,
};
