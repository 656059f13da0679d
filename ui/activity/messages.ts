/**
 * Texts of the audit trail (app.activity.*): the Activity section of each detail page and the
 * global Activity screen. `entities` names the kinds of record, on the screen's Entity filter and
 * in the permissions table's rows (where `activity`, `staff` and `shared-views` are rights, not records).
 */
export const activityMessages = {
  action: 'Action',
  any: 'Any',
  closed_hint: 'Who changed what on this record, newest first.',
  description: 'Every change made in the console: who, when, what, and the values before and after.',
  empty: 'No recorded changes yet.',
  entity: 'Entity',
  entities: {
    jobs: 'Jobs',
    jobseekers: 'Job seekers',
    companies: 'Companies',
    employers: 'Employers',
    'job-applications': 'Job applications',
    'company-requests': 'Company requests',
    activity: 'Activity (audit trail)',
    staff: 'Staff accounts',
    'shared-views': 'Views shared with the team',
    files: 'Files',
  },
  export: 'Export CSV',
  from: 'From',
  hide: 'Hide activity',
  load_failed: 'The activity could not be loaded.',
  loading: 'Loading…',
  more: 'Show older',
  none: 'No activity matches these filters.',
  offline: 'The activity trail is kept by the server; the offline demo has none.',
  refresh: 'Refresh',
  section_title: 'Activity',
  show: 'Show activity',
  staff: 'Staff member',
  staff_hint: 'Name or email',
  title: 'Activity',
  to: 'To',
} as const;
