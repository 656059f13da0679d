/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.company-requests.screen by resources/i18n.ts. Spec texts word for word.
 */
export const screenMessages = {
  title: 'Company Request Details',
  back: 'Back',
  overview: 'Request Overview',
  request_id: 'Request ID',
  created: 'Created',
  last_updated: 'Last Updated',
  employer: 'Employer Information',
  employer_email: 'Email',
  employer_id: 'Employer ID',
  company: 'Company Information',
  company_name: 'Company Name',
  company_id: 'Company ID',
  request_note: 'Request Note',
  approve: 'Approve Request',
  reject: 'Reject Request',
  approved: 'Request approved: the employer now belongs to the company.',
  rejected: 'Request rejected.',
  confirm: {
    approve_title: 'Approve this request?',
    approve_body: '%{employer} joins %{company}: the employer is linked to the company. This cannot be undone.',
    reject_title: 'Reject this request?',
    reject_body: '%{employer} does not join %{company}. This cannot be undone.',
    cancel: 'Cancel',
  },
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  errors: {
    fetch: 'Failed to fetch company request details.',
    approve: 'Failed to approve request.',
    reject: 'Failed to reject request.',
  },
} as const;
