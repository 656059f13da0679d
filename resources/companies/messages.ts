/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.companies.screen by resources/i18n.ts. Spec texts word for word.
 */
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { fieldLabelsOf } from '../shared/declared';

export const screenMessages = {
  entity: 'Company',
  create_title: 'Create New Company',
  back: 'Back to Companies',
  save: 'Save Company',
  sections: {
    logo: 'Company Logo',
    basic: 'Basic Information',
    description: 'Company Description',
    links: 'Social Links',
    address: 'Address Information',
    metadata: 'Metadata',
  },
  /** Field labels as declared (domain/entities/companies.ts), keyed by field path. */
  fields: fieldLabelsOf(COMPANY_DECLARATION),
  status: {
    pending: 'Pending',
    active: 'Active',
    rejected: 'Rejected',
  },
  no_logo: 'No logo uploaded.',
  fetch_failed: 'Failed to fetch data. Please try again later.',
  update_failed: 'Failed to update company. Please try again later.',
  delete_failed: 'Failed to delete company. Please try again later.',
  create_failed: 'Failed to create company. Please try again.',
  upload_failed: 'Failed to upload file to S3.',
  deleted: 'Company deleted',
  delete_details: "Its jobs stay and keep the company's name; its employers are unlinked; its join requests and its logo are deleted.",
} as const;
