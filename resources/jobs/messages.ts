/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.jobs.screen by resources/i18n.ts. Spec texts word for word.
 */
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { fieldLabelsOf } from '../shared/declared';

export const screenMessages = {
  /** Field labels as declared (domain/entities/jobs.ts); the pickers' labels under their own names. */
  fields: {
    ...fieldLabelsOf(JOB_DECLARATION),
    company: JOB_DECLARATION.fields.companyId.label,
    employer: JOB_DECLARATION.fields.employerId.label,
  },
  sections: {
    basic: 'Basic Information',
    details: 'Job Details',
    information: 'Job Information',
    external: 'External Job Details',
    company: 'Company Details',
    description: 'Description',
    classification: 'Job type/Category/Industry',
    location: 'Job Location',
    other: 'Salary & Other details',
    skills: 'Skills Required',
    education: 'Education',
    requirements: 'Requirements',
    responsibilities: 'Responsibilities',
    interview: 'Interview Process',
    metadata: 'Metadata',
    tags: 'Tags',
    applicants: 'Applicants',
  },
  job_types: {
    FULL_TIME: 'Full Time',
    PART_TIME: 'Part Time',
    CONTRACT: 'Contract',
    FREELANCE: 'Freelance',
    INTERNSHIP: 'Internship',
  },
  job_statuses: { OPEN: 'Open', CLOSED: 'Closed' },
  hints: {
    location: 'Leave empty to use city, state and country',
    skills: 'Press Enter to add a skill',
    tags: 'Press Enter to add a tag',
    external_read_only: 'External jobs are read-only.',
    metadata_internal: 'SEO metadata is for internal jobs.',
  },
  pickers: {
    company_type: 'Type a company name to search',
    company_none: 'No companies found',
    employer_none: 'No employers found',
    searching: 'Searching...',
  },
  create: {
    title: 'Create New Job',
    back: 'Back to Jobs',
    save: 'Save Job',
    saving: 'Saving...',
    created: 'Job created',
    failed: 'Failed to create job. Please try again.',
    fix_fields: 'Please correct the highlighted fields.',
  },
  detail: {
    edit: 'Edit Job',
    exit_edit: 'Exit Edit',
    refresh: 'Refresh',
    delete: 'Delete Job',
    save: 'Save',
    updated: 'Job update',
    deleted: 'Job deleted',
    delete_failed: 'Failed to delete job. Please try again later.',
    /** Beyond the spec: what the delete does to related records (README "Data rules: deleting"). */
    delete_details:
      "Its applications are deleted with it, with their status history and notes. The job seekers who applied, the company and the employer stay.",
    fetch_failed: 'Failed to fetch data. Please try again later.',
    logo_alt: 'Logo of %{name}',
  },
  applicants: {
    title: 'Applicants',
    name: 'Name',
    email: 'Email',
    status: 'Status',
    applied: 'Applied On',
    open: 'Open',
    open_application: 'Open the application of %{name}',
    none: 'No applicants yet.',
    failed: 'Failed to fetch job applications',
  },
} as const;
