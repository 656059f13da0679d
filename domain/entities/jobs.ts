/**
 * Every field of a job (the contract's Job and JobInput), declared once: see declaration.ts for
 * the format. Fields are declared in the order the spec's pages show them, section by section
 * (spec §2 "Job detail" and "Create job"): a section draws its fields in this order.
 *
 * Variants: an external job has a typed company name, a code, a source and a URL; an internal job
 * a picked company, its employer and SEO metadata.
 */
import { JOB_STATUSES, JOB_TYPES, NEW_JOB_TYPES, USER_TYPES } from '../enums';
import { VALIDATION } from '../messages';
import { CATEGORIES, EXPERIENCE_LEVELS, INDUSTRIES, ROLE_AND_SKILL_SUGGESTIONS } from '../suggestions';
import { declareEntity, joinText } from './declaration';

const M = VALIDATION.job;

/** Company column: the typed name of external jobs, else the linked company's name. */
export const jobCompanyName = (job: Readonly<Record<string, unknown>>): string | null => {
  const company = job.company as { companyName?: string | null } | null | undefined;
  return (job.companyName as string | null | undefined) || company?.companyName || null;
};

/** Location column: the free-text location, else city, state and country joined. */
export const jobLocation = (job: Readonly<Record<string, unknown>>): string | null => {
  if (typeof job.location === 'string' && job.location.trim() !== '') return job.location;
  return joinText(job.city, job.state, job.country);
};

export const JOB_DECLARATION = declareEntity({
  resource: 'jobs',
  type: 'Job',
  input: 'JobInput',
  table: 'jobs',
  variantOf: (values) => ((values as { isExternalJob?: unknown }).isExternalJob === true ? 'external' : 'internal'),
  detailSections: [
    { key: 'information', wide: 'external' },
    { key: 'external', variants: ['external'] },
    { key: 'company', custom: 'companyDetails' },
    { key: 'description', wide: true, blocks: true, action: 'descriptionRequired' },
    { key: 'classification', columns: 3 },
    { key: 'location' },
    { key: 'other' },
    { key: 'skills', blocks: true },
    { key: 'education', blocks: true },
    { key: 'requirements', blocks: true },
    { key: 'responsibilities', blocks: true },
    { key: 'interview', blocks: true },
    { key: 'metadata', wide: true, variants: ['internal'], custom: 'seoMetadata' },
    { key: 'tags', blocks: true },
    { key: 'audit', custom: 'auditInfo' },
    { key: 'applicants', wide: true, custom: 'applicants' },
  ],
  createSections: [
    { key: 'basic' },
    { key: 'details' },
    { key: 'description', title: 'fields.description', blocks: true },
    { key: 'classification', columns: 3 },
    { key: 'location' },
    { key: 'other' },
    { key: 'otherText', continues: 'other' },
    { key: 'skills', blocks: true },
    { key: 'tags', blocks: true },
    { key: 'metadata', variants: ['internal'], custom: 'seoMetadata' },
  ],
  fields: {
    // Job Information (create: Basic Information)
    title: {
      label: 'Title',
      kind: 'text',
      choice: { suggestions: ROLE_AND_SKILL_SUGGESTIONS, suggestOnCreateOnly: true },
      section: 'information',
      createSection: 'basic',
      required: { create: M.title, edit: M.title },
      list: { order: 0 },
      filter: { order: 1 },
      limit: 'name',
      createDefault: '',
    },
    jobStatus: {
      label: 'Job Status',
      kind: 'choice',
      choice: { values: JOB_STATUSES, labels: 'job_statuses' },
      section: 'information',
      createSection: null,
      filter: { drawer: false },
      // A new job is always open (spec §3).
      createDefault: 'OPEN',
      createValue: 'OPEN',
      seed: 'OPEN',
    },
    isExternalJob: {
      label: 'External Job',
      kind: 'yesNo',
      section: 'information',
      createSection: 'basic',
      // Internal or external is chosen on create and stays.
      fixed: true,
      list: { label: 'External_Job', order: 3 },
      filter: { label: 'External Job', order: 3 },
      createDefault: false,
      seed: false,
    },
    postedDate: {
      label: 'Posted Date',
      kind: 'timestamp',
      readOnly: true,
      section: 'information',
      list: { label: 'Date_Posted', order: 1 },
    },
    _id: { label: 'Job ID', kind: 'id', readOnly: true, section: 'information', column: 'id', listSelect: true },

    // External Job Details (create: Job Details, external jobs)
    companyName: {
      label: 'Company Name',
      kind: 'text',
      section: 'external',
      createSection: 'details',
      variants: ['external'],
      required: { create: M.company, edit: M.company },
      rule: 'company',
      list: { label: 'Company', order: 2, value: jobCompanyName, reads: [{ field: 'company', select: ['companyName'] }] },
      filter: { label: 'Company', order: 0 },
      limit: 'name',
    },
    jobCode: { label: 'Job Code', kind: 'text', section: 'external', createSection: 'details', variants: ['external'], limit: 'name' },
    jobSource: { label: 'Job Source', kind: 'text', section: 'external', createSection: 'details', variants: ['external'], limit: 'name' },
    jobUrl: { label: 'Job URL', kind: 'url', section: 'external', createSection: 'details', variants: ['external'], limit: 'link' },

    // Company Details (create: Job Details, internal jobs): the pickers and the linked names
    companyId: {
      label: 'Company',
      kind: 'id',
      custom: 'companyPicker',
      createSection: 'details',
      variants: ['internal'],
      required: { create: M.company, edit: M.company },
      rule: 'company',
      filter: { drawer: false },
    },
    employerId: {
      label: 'Employer (email)',
      kind: 'id',
      custom: 'employerPicker',
      createSection: 'details',
      variants: ['internal'],
      filter: { drawer: false },
    },
    company: { label: 'Company', kind: 'object', readOnly: true, stored: false, select: ['companyName', 'logoUrl'] },
    companyLogo: { label: 'Company Logo', kind: 'url', readOnly: true, stored: false },
    employerEmail: { label: 'Employer Email', kind: 'email', readOnly: true },
    userType: {
      label: 'User Type',
      kind: 'choice',
      choice: { values: USER_TYPES },
      // Staff create jobs as ADMIN (spec §3); an employer's jobs keep theirs.
      createValue: 'ADMIN',
      createDefault: 'ADMIN',
    },

    // Description
    description: {
      label: 'Job Description',
      kind: 'richText',
      section: 'description',
      required: { create: M.description, edit: M.description },
      limit: 'long',
    },

    // Job type/Category/Industry
    jobType: {
      label: 'Job Type',
      kind: 'choice',
      // The new-job form has no INTERNSHIP (spec §3).
      choice: { values: JOB_TYPES, createValues: NEW_JOB_TYPES, labels: 'job_types' },
      section: 'classification',
      required: { create: M.jobType },
    },
    category: {
      label: 'Category',
      kind: 'choice',
      choice: { suggestions: CATEGORIES },
      section: 'classification',
      required: { create: M.category, edit: M.category },
      limit: 'name',
    },
    industry: {
      label: 'Industry',
      kind: 'choice',
      choice: { suggestions: INDUSTRIES },
      section: 'classification',
      required: { create: M.industry },
      limit: 'name',
    },

    // Job Location
    location: {
      label: 'Location',
      kind: 'text',
      section: 'location',
      required: { edit: M.location },
      createHint: 'location',
      list: { order: 4, value: jobLocation, reads: ['city', 'state', 'country'] },
      // The server matches the location line, city, state or country.
      filter: { order: 2, over: ['location', 'city', 'state', 'country'] },
      limit: 'name',
    },
    city: { label: 'City', kind: 'text', section: 'location', required: { create: M.city }, limit: 'name' },
    state: { label: 'State', kind: 'text', section: 'location', required: { create: M.state }, limit: 'name' },
    country: { label: 'Country', kind: 'text', section: 'location', required: { create: M.country }, limit: 'name' },
    zipCode: { label: 'Zip Code', kind: 'text', section: 'location', limit: 'name' },

    // Salary & Other details
    salary: { label: 'Salary', kind: 'text', section: 'other', limit: 'name' },
    experience: { label: 'Experience Level', kind: 'choice', choice: { suggestions: EXPERIENCE_LEVELS }, section: 'other', limit: 'name' },
    yearsOfExperience: { label: 'Years of Experience', kind: 'number', section: 'other' },
    expiryDate: { label: 'Expiry Date', kind: 'date', section: 'other', limit: 'name' },

    // Skills Required
    skillsRequired: { label: 'Skills Required', kind: 'chips', section: 'skills', hint: 'skills', limit: { list: 'name' }, createDefault: [], seed: [] },

    // Education, Requirements, Responsibilities, Interview Process (create: under Salary & Other details)
    education: { label: 'Education', kind: 'longText', section: 'education', createSection: 'otherText', limit: 'short' },
    requirements: { label: 'Requirements', kind: 'longText', section: 'requirements', createSection: 'otherText', limit: 'long' },
    responsibilities: { label: 'Responsibilities', kind: 'longText', section: 'responsibilities', createSection: 'otherText', limit: 'long' },
    interviewProcess: { label: 'Interview Process', kind: 'longText', section: 'interview', createSection: 'otherText', limit: 'long' },

    // Metadata (internal jobs): SEO title, URL, description, keywords and extra entries
    metadata: {
      label: 'Metadata',
      kind: 'object',
      custom: 'seoMetadata',
      section: 'metadata',
      variants: ['internal'],
      select: ['title', 'url', 'description', 'keywords', { metadata: ['key', 'value'] }],
      limit: { input: 'MetadataInput' },
      seed: {},
    },

    // Tags
    tags: { label: 'Tags', kind: 'chips', section: 'tags', hint: 'tags', limit: { list: 'name' }, createDefault: [], seed: [] },

    // Audit information, and what the AI panels read
    createdAt: { label: 'Created At', kind: 'timestamp', readOnly: true, listSelect: true },
    createdBy: { label: 'Created By', kind: 'text', readOnly: true },
    updatedAt: { label: 'Updated At', kind: 'timestamp', readOnly: true },
    updatedBy: { label: 'Updated By', kind: 'text', readOnly: true },
    embeddings: { label: 'Embedding', kind: 'object', readOnly: true, column: 'embedding' },
    relevantCandidates: {
      label: 'Relevant Candidates',
      kind: 'object',
      readOnly: true,
      stored: false,
      select: ['jobSeekerId', 'jobSeekerName', 'percentage'],
    },
  },
});

export type JobFieldName = keyof typeof JOB_DECLARATION.fields;
