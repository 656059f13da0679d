/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.employers.screen by resources/i18n.ts. Spec texts word for word.
 */
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { VALIDATION } from '../../domain/messages';
import { fieldLabelsOf } from '../shared/declared';

export const screenMessages = {
  fetch_failed: 'Failed to fetch employer data. Please try again later.',
  update_failed: 'Failed to update employer. Please try again later.',
  delete_failed: 'Failed to delete employer. Please try again later.',
  edit_profile: 'Edit Profile',
  delete_employer: 'Delete Employer',
  delete_name: 'Employer',
  untitled: 'Employer',
  sections: {
    personal: 'Personal Information',
    company: 'Company Information',
    address: 'Address Information',
    statistics: 'Employment Statistics',
  },
  /** Field labels as declared (domain/entities/employers.ts, person.ts), keyed by field path; the picker's under its own name. */
  fields: { ...fieldLabelsOf(EMPLOYER_DECLARATION), company: EMPLOYER_DECLARATION.fields.companyId.label },
  statistics: {
    jobs_posted: 'Jobs Posted',
    jobs_remaining: 'Jobs Remaining',
    jobs_used: 'Jobs Used',
    companies: 'Companies',
  },
  pickers: {
    company_type: 'Type a company name to search',
    company_none: 'No companies found',
    searching: 'Searching...',
  },
  validation: VALIDATION.person,
} as const;
