/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.job-applications.screen by resources/i18n.ts. Spec texts word for word.
 */
export const screenMessages = {
  title: 'Application Tracking',
  close: 'Close',
  actions: {
    edit: 'Edit Application',
    delete: 'Delete',
  },
  delete_name: 'Application',
  status: {
    accepted: 'Accepted',
    pending: 'Pending',
    rejected: 'Rejected',
  },
  job_info: {
    title: 'Job Information',
    job_title: 'Job Title',
    company: 'Company',
    location: 'Location',
    applicant: 'Applicant',
    email: 'Email',
    applied_on: 'Applied On',
    current_status: 'Current Status',
    open_seeker: 'View Job Seeker',
    open_job: 'View Job',
    open_company: 'View Company',
  },
  history: {
    title: 'Status History',
    empty: 'No status changes yet.',
    entry: '%{status} by %{changedBy}',
  },
  status_management: {
    title: 'Status Management',
    label: 'New Status',
    save: 'Save Status',
    saving: 'Saving...',
    saved: 'Status updated',
    failed: 'Failed to update status. Please try again later.',
    view_hint: 'Choose Edit Application in the menu to change the status.',
  },
  notes: {
    title: 'Notes',
    empty: 'No notes available.',
    add: 'Add Note',
    save: 'Save Note',
    saving: 'Saving...',
    saved: 'Note added',
    failed: 'Failed to save note.',
    by: '%{changedBy} · %{date}',
  },
  errors: {
    fetch: 'Failed to fetch data. Please try again later.',
    delete: 'Failed to delete user. Please try again later.',
  },
} as const;
