// Generated from domain/schema.graphql by `npm run contract:types`: do not edit by hand.
// tests/unit/contractTypes.test.ts fails while this file is out of date.
/* eslint-disable */

export type Maybe<T> = T | null;

/** The values of every enum of the contract, in the contract's order. */
export const ENUM_VALUES = {
  ApplicationStatus: ['accepted', 'pending', 'rejected'],
  CompanyRequestStatus: ['pending', 'approved', 'rejected'],
  CompanyStatus: ['pending', 'active', 'rejected'],
  FilterOperator: ['CONTAINS', 'EQUALS'],
  JobStatus: ['OPEN', 'CLOSED'],
  JobType: ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'FREELANCE', 'INTERNSHIP'],
  SortDirection: ['ASC', 'DESC'],
  UserType: ['ADMIN', 'EMPLOYER'],
} as const;

export type ApplicationStatus = (typeof ENUM_VALUES.ApplicationStatus)[number];

export type CompanyRequestStatus = (typeof ENUM_VALUES.CompanyRequestStatus)[number];

export type CompanyStatus = (typeof ENUM_VALUES.CompanyStatus)[number];

/** How a filter value is compared. Text columns default to CONTAINS (case-insensitive substring). */
export type FilterOperator = (typeof ENUM_VALUES.FilterOperator)[number];

export type JobStatus = (typeof ENUM_VALUES.JobStatus)[number];

export type JobType = (typeof ENUM_VALUES.JobType)[number];

export type SortDirection = (typeof ENUM_VALUES.SortDirection)[number];

export type UserType = (typeof ENUM_VALUES.UserType)[number];

export interface ApplicationJob {
  _id: string;
  title: string;
  companyName: Maybe<string>;
  companyId: Maybe<string>;
  location: Maybe<string>;
  city: Maybe<string>;
  state: Maybe<string>;
  country: Maybe<string>;
  embeddings: Maybe<number[]>;
  company: Maybe<CompanyRef>;
}

export interface ApplicationJobSeeker {
  _id: string;
  personalDetails: PersonalDetails;
  overview: Maybe<string>;
  resumeUrl: Maybe<string>;
  embedding: Embedding;
}

/** One record a bulk action could not change, and why (the same message a single action gives). */
export interface BulkFailure {
  id: string;
  message: string;
}

/** What a bulk action did: each record was changed in its own transaction, or refused with its reason. */
export interface BulkResult {
  succeeded: string[];
  failed: BulkFailure[];
}

/** A candidate for a job, ranked by relevancy (cosine similarity of embeddings, 0 to 1). */
export interface Candidate {
  _id: string;
  personalDetails: PersonalDetails;
  jobPreferences: JobPreferences;
  overview: Maybe<string>;
  experience: Maybe<number>;
  relevancyScore: number;
  /** The job's required skills this candidate shows and those missing (beyond the spec) */
  match: Maybe<SkillMatch>;
}

export interface Company {
  _id: string;
  companyName: string;
  about: Maybe<string>;
  status: CompanyStatus;
  logoUrl: Maybe<string>;
  industry: Maybe<string>;
  companyDetails: CompanyDetails;
  links: CompanyLinks;
  metadata: Metadata;
  history: StatusChange[];
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
}

export interface CompanyDetails {
  email: Maybe<string>;
  address: Maybe<string>;
  city: Maybe<string>;
  state: Maybe<string>;
  country: Maybe<string>;
  zipCode: Maybe<string>;
}

export interface CompanyDetailsInput {
  email?: Maybe<string>;
  address?: Maybe<string>;
  city?: Maybe<string>;
  state?: Maybe<string>;
  country?: Maybe<string>;
  zipCode?: Maybe<string>;
}

export interface CompanyInput {
  companyName: string;
  about?: Maybe<string>;
  status?: Maybe<CompanyStatus>;
  logoUrl?: Maybe<string>;
  industry?: Maybe<string>;
  companyDetails?: Maybe<CompanyDetailsInput>;
  links?: Maybe<CompanyLinksInput>;
  metadata?: Maybe<MetadataInput>;
}

export interface CompanyLinks {
  instagram: Maybe<string>;
  linkedin: Maybe<string>;
  website: Maybe<string>;
}

export interface CompanyLinksInput {
  instagram?: Maybe<string>;
  linkedin?: Maybe<string>;
  website?: Maybe<string>;
}

export interface CompanyPage {
  content: Company[];
  totalElements: number;
  totalPages: number;
}

export interface CompanyRef {
  companyName: Maybe<string>;
  logoUrl: Maybe<string>;
}

export interface CompanyRequest {
  _id: string;
  companyId: string;
  /** The employer asking to join the company */
  employeeId: string;
  status: CompanyRequestStatus;
  requestNote: Maybe<string>;
  company: Maybe<CompanyRef>;
  employerEmail: Maybe<string>;
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
}

export interface CompanyRequestPage {
  content: CompanyRequest[];
  totalElements: number;
  totalPages: number;
}

export interface Embedding {
  /** 256 numbers, L2-normalised; null until generated */
  vector: Maybe<number[]>;
  updatedAt: Maybe<string>;
}

export interface Employer {
  _id: string;
  companyId: Maybe<string>;
  company: Maybe<CompanyRef>;
  personalDetails: PersonalDetails;
  jobsPosted: number;
  jobsLeft: number;
  links: EmployerLinks;
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
}

/** companyId null unlinks the employer from its company; an absent field keeps it. */
export interface EmployerInput {
  companyId?: Maybe<string>;
  jobsPosted?: Maybe<number>;
  jobsLeft?: Maybe<number>;
  personalDetails?: Maybe<PersonalDetailsInput>;
  links?: Maybe<EmployerLinksInput>;
}

export interface EmployerLinks {
  instagram: Maybe<string>;
  linkedin: Maybe<string>;
  website: Maybe<string>;
  behance: Maybe<string>;
  googleDrive: Maybe<string>;
  facebook: Maybe<string>;
  twitter: Maybe<string>;
}

export interface EmployerLinksInput {
  instagram?: Maybe<string>;
  linkedin?: Maybe<string>;
  website?: Maybe<string>;
  behance?: Maybe<string>;
  googleDrive?: Maybe<string>;
  facebook?: Maybe<string>;
  twitter?: Maybe<string>;
}

export interface EmployerPage {
  content: Employer[];
  totalElements: number;
  totalPages: number;
}

/**
 * One filter entry (spec §3 "Filter entry"): key and value, or key and boolValue for boolean
 * columns, or key, value and operator. Entries combine with AND.
 */
export interface FilterInput {
  key: string;
  value?: Maybe<string>;
  boolValue?: Maybe<boolean>;
  operator?: Maybe<FilterOperator>;
}

export interface Job {
  _id: string;
  jobCode: Maybe<string>;
  jobUrl: Maybe<string>;
  jobSource: Maybe<string>;
  isExternalJob: boolean;
  companyId: Maybe<string>;
  companyName: Maybe<string>;
  company: Maybe<CompanyRef>;
  companyLogo: Maybe<string>;
  employerId: Maybe<string>;
  employerEmail: Maybe<string>;
  userType: Maybe<UserType>;
  title: string;
  description: Maybe<string>;
  jobType: Maybe<JobType>;
  jobStatus: JobStatus;
  industry: Maybe<string>;
  category: Maybe<string>;
  salary: Maybe<string>;
  experience: Maybe<string>;
  yearsOfExperience: Maybe<number>;
  education: Maybe<string>;
  requirements: Maybe<string>;
  responsibilities: Maybe<string>;
  interviewProcess: Maybe<string>;
  skillsRequired: string[];
  tags: string[];
  expiryDate: Maybe<string>;
  location: Maybe<string>;
  city: Maybe<string>;
  state: Maybe<string>;
  country: Maybe<string>;
  zipCode: Maybe<string>;
  metadata: Metadata;
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
  postedDate: Maybe<string>;
  /** 256 numbers, or null until generated */
  embeddings: Maybe<number[]>;
  /** The best-matching job seekers (top 5), empty until the job has an embedding */
  relevantCandidates: RelevantCandidate[];
}

export interface JobApplication {
  _id: string;
  status: ApplicationStatus;
  jobId: string;
  jobSeekerId: string;
  jobSeeker: Maybe<ApplicationJobSeeker>;
  job: Maybe<ApplicationJob>;
  /** List row: first and last name joined */
  name: Maybe<string>;
  /** List row: the job title */
  designation: Maybe<string>;
  companyName: Maybe<string>;
  location: Maybe<string>;
  /** Oldest first */
  history: StatusChange[];
  /** Oldest first */
  notes: Note[];
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
}

export interface JobApplicationPage {
  content: JobApplication[];
  totalElements: number;
  totalPages: number;
}

/** A status change, a note, or both. Each is appended with the date and the signed-in changer. */
export interface JobApplicationUpdateInput {
  status?: Maybe<ApplicationStatus>;
  note?: Maybe<string>;
}

export interface JobInput {
  title: string;
  isExternalJob: boolean;
  /** External jobs: typed company name. Internal jobs: derived from companyId. */
  companyName?: Maybe<string>;
  companyId?: Maybe<string>;
  employerId?: Maybe<string>;
  jobCode?: Maybe<string>;
  jobUrl?: Maybe<string>;
  jobSource?: Maybe<string>;
  userType?: Maybe<UserType>;
  description?: Maybe<string>;
  jobType?: Maybe<JobType>;
  jobStatus?: Maybe<JobStatus>;
  industry?: Maybe<string>;
  category?: Maybe<string>;
  salary?: Maybe<string>;
  experience?: Maybe<string>;
  yearsOfExperience?: Maybe<number>;
  education?: Maybe<string>;
  requirements?: Maybe<string>;
  responsibilities?: Maybe<string>;
  interviewProcess?: Maybe<string>;
  skillsRequired?: Maybe<string[]>;
  tags?: Maybe<string[]>;
  expiryDate?: Maybe<string>;
  location?: Maybe<string>;
  city?: Maybe<string>;
  state?: Maybe<string>;
  country?: Maybe<string>;
  zipCode?: Maybe<string>;
  metadata?: Maybe<MetadataInput>;
}

export interface JobPage {
  content: Job[];
  totalElements: number;
  totalPages: number;
}

export interface JobPreferences {
  jobType: Maybe<string>;
  location: string[];
  noticePeriod: Maybe<string>;
  preferredRoles: string[];
}

export interface JobPreferencesInput {
  jobType?: Maybe<string>;
  location?: Maybe<string[]>;
  noticePeriod?: Maybe<string>;
  preferredRoles?: Maybe<string[]>;
}

export interface JobSeeker {
  _id: string;
  personalDetails: PersonalDetails;
  jobPreferences: JobPreferences;
  resumeUrl: Maybe<string>;
  yearsOfExperience: Maybe<number>;
  skills: string[];
  education: Maybe<string>;
  /** The AI overview built from the resume */
  jobSeekerDescription: Maybe<string>;
  /** Same text as jobSeekerDescription */
  overview: Maybe<string>;
  embedding: Embedding;
  /** Newest first */
  notes: Note[];
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
}

export interface JobSeekerInput {
  personalDetails?: Maybe<PersonalDetailsInput>;
  jobPreferences?: Maybe<JobPreferencesInput>;
  skills?: Maybe<string[]>;
  /** Replacing or clearing the resume makes the overview and embedding stale */
  resumeUrl?: Maybe<string>;
  yearsOfExperience?: Maybe<number>;
  education?: Maybe<string>;
}

export interface JobSeekerPage {
  content: JobSeeker[];
  totalElements: number;
  totalPages: number;
}

/** A line of the job seeker's resume or overview that shows one of the job's main requirements. */
export interface MatchEvidence {
  requirement: string;
  phrase: string;
}

/** Why a job seeker matches a job: the skills, with the relevancy score. */
export interface MatchExplanation {
  jobId: string;
  jobSeekerId: string;
  matchedSkills: string[];
  missingSkills: string[];
  /** 0 to 1; null while the job or the job seeker has no embedding */
  relevancyScore: Maybe<number>;
  /** the job seeker's years of experience; null when the profile does not say */
  seekerYears: Maybe<number>;
  /** the years the job asks: its yearsOfExperience, else the least of its experience level; null when none */
  requiredYears: Maybe<number>;
  /** the job seeker's own role when its name holds a rank above the job title's (a store manager for a sales-executive opening): the score counts such a match a little less; null otherwise */
  roleAboveOpening: Maybe<string>;
  /** the closest phrases of the resume and overview for the job's main requirements */
  evidence: MatchEvidence[];
  /** for a job that lists fewer than three required skills: the ad's rare words the job seeker's profile names too, the most telling first (the score reads them in place of the skills the list lacks); empty for a job with a full list */
  adWords: string[];
}

/** SEO metadata of a job or a company. `url` is derived by the server and read-only. */
export interface Metadata {
  title: Maybe<string>;
  url: Maybe<string>;
  description: Maybe<string>;
  keywords: Maybe<string>;
  metadata: MetadataEntry[];
}

export interface MetadataEntry {
  key: string;
  value: Maybe<string>;
}

export interface MetadataEntryInput {
  key: string;
  value?: Maybe<string>;
}

export interface MetadataInput {
  title?: Maybe<string>;
  description?: Maybe<string>;
  keywords?: Maybe<string>;
  metadata?: Maybe<MetadataEntryInput[]>;
}

export interface Note {
  id: string;
  note: string;
  changedBy: Maybe<string>;
  date: string;
}

export interface PersonalDetails {
  fullName: Maybe<string>;
  firstName: Maybe<string>;
  lastName: Maybe<string>;
  email: Maybe<string>;
  phone: Maybe<string>;
  address: Maybe<string>;
  city: Maybe<string>;
  state: Maybe<string>;
  zipCode: Maybe<string>;
  country: Maybe<string>;
  birthday: Maybe<string>;
}

export interface PersonalDetailsInput {
  fullName?: Maybe<string>;
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  email?: Maybe<string>;
  phone?: Maybe<string>;
  address?: Maybe<string>;
  city?: Maybe<string>;
  state?: Maybe<string>;
  zipCode?: Maybe<string>;
  country?: Maybe<string>;
  birthday?: Maybe<string>;
}

/** A candidate as shown in the jobs list popup. */
export interface RelevantCandidate {
  jobSeekerId: string;
  jobSeekerName: Maybe<string>;
  /** 0 to 100 */
  percentage: number;
}

/** Named filters (and sort) of a list, kept on the server: private to its owner or shared with the team. */
export interface SavedView {
  id: string;
  /** jobs, jobseekers, companies, employers, job-applications or company-requests */
  list: string;
  name: string;
  shared: boolean;
  /** the signed-in staff member owns it (only the owner renames, shares or deletes it) */
  mine: boolean;
  /** the owner's first and last name */
  ownerName: string;
  /** filters on columns the list still has; the others are in droppedFilters */
  filters: SavedViewFilter[];
  /** keys of saved filters whose column the list no longer has: the console says they were left out */
  droppedFilters: string[];
  sort: Maybe<SavedViewSort>;
  /** the signed-in staff member opens this list with this view when the address has no filters */
  isDefault: boolean;
  createdAt: string;
  updatedAt: Maybe<string>;
}

/** A saved filter value of a view: value for text, enum and id keys, boolValue for yes/no keys. */
export interface SavedViewFilter {
  key: string;
  value: Maybe<string>;
  boolValue: Maybe<boolean>;
}

export interface SavedViewInput {
  list: string;
  /** 1 to 60 characters, unique among the owner's views of the list */
  name: string;
  shared: boolean;
  filters: FilterInput[];
  sort?: Maybe<SortInput>;
}

/** The order a saved view opens its list in. */
export interface SavedViewSort {
  field: string;
  direction: SortDirection;
}

/** The list filter that shows a search group's records: open the list with filter_<key>=<value>. */
export interface SearchFilter {
  key: string;
  value: string;
}

/** The closest records of one list. */
export interface SearchGroup {
  /** jobs, jobseekers, companies, employers, job-applications or company-requests */
  list: string;
  hits: SearchHit[];
  /** null when no list filter finds these records (e.g. found by a job code or a phone number) */
  seeAll: Maybe<SearchFilter>;
}

/** One record found by the global search. */
export interface SearchHit {
  id: string;
  /** the record's name as its list shows it (a job's title, a person's full name, 'seeker – job' for an application) */
  title: string;
  /** what tells two hits of one name apart (company, location, email, status), joined by ' · ' */
  subtitle: Maybe<string>;
  /** 0 to 1: trigram word similarity of the query to the record's searched text */
  score: number;
}

/** Which of a job's required skills a job seeker shows (skills, overview, resume text), in the job's order. */
export interface SkillMatch {
  matchedSkills: string[];
  missingSkills: string[];
}

export interface SortInput {
  field: string;
  direction: SortDirection;
}

export interface StatusChange {
  status: string;
  date: string;
  changedBy: Maybe<string>;
}

export interface User {
  _id: string;
  personalDetails: PersonalDetails;
  role: string;
}

export interface UserUpdateInput {
  firstName: string;
  lastName: string;
  /** Must equal the current email: the profile email is never editable. */
  email?: Maybe<string>;
}

/** Every field of every object and input type with its GraphQL type, for code that walks fields at run time. */
export const CONTRACT_FIELDS = {
  ApplicationJob: {
    _id: 'ID!',
    title: 'String!',
    companyName: 'String',
    companyId: 'ID',
    location: 'String',
    city: 'String',
    state: 'String',
    country: 'String',
    embeddings: '[Float!]',
    company: 'CompanyRef',
  },
  ApplicationJobSeeker: {
    _id: 'ID!',
    personalDetails: 'PersonalDetails!',
    overview: 'String',
    resumeUrl: 'String',
    embedding: 'Embedding!',
  },
  BulkFailure: {
    id: 'ID!',
    message: 'String!',
  },
  BulkResult: {
    succeeded: '[ID!]!',
    failed: '[BulkFailure!]!',
  },
  Candidate: {
    _id: 'ID!',
    personalDetails: 'PersonalDetails!',
    jobPreferences: 'JobPreferences!',
    overview: 'String',
    experience: 'Float',
    relevancyScore: 'Float!',
    match: 'SkillMatch',
  },
  Company: {
    _id: 'ID!',
    companyName: 'String!',
    about: 'String',
    status: 'CompanyStatus!',
    logoUrl: 'String',
    industry: 'String',
    companyDetails: 'CompanyDetails!',
    links: 'CompanyLinks!',
    metadata: 'Metadata!',
    history: '[StatusChange!]!',
    createdAt: 'String!',
    createdBy: 'String',
    updatedAt: 'String',
    updatedBy: 'String',
  },
  CompanyDetails: {
    email: 'String',
    address: 'String',
    city: 'String',
    state: 'String',
    country: 'String',
    zipCode: 'String',
  },
  CompanyDetailsInput: {
    email: 'String',
    address: 'String',
    city: 'String',
    state: 'String',
    country: 'String',
    zipCode: 'String',
  },
  CompanyInput: {
    companyName: 'String!',
    about: 'String',
    status: 'CompanyStatus',
    logoUrl: 'String',
    industry: 'String',
    companyDetails: 'CompanyDetailsInput',
    links: 'CompanyLinksInput',
    metadata: 'MetadataInput',
  },
  CompanyLinks: {
    instagram: 'String',
    linkedin: 'String',
    website: 'String',
  },
  CompanyLinksInput: {
    instagram: 'String',
    linkedin: 'String',
    website: 'String',
  },
  CompanyPage: {
    content: '[Company!]!',
    totalElements: 'Int!',
    totalPages: 'Int!',
  },
  CompanyRef: {
    companyName: 'String',
    logoUrl: 'String',
  },
  CompanyRequest: {
    _id: 'ID!',
    companyId: 'ID!',
    employeeId: 'ID!',
    status: 'CompanyRequestStatus!',
    requestNote: 'String',
    company: 'CompanyRef',
    employerEmail: 'String',
    createdAt: 'String!',
    createdBy: 'String',
    updatedAt: 'String',
    updatedBy: 'String',
  },
  CompanyRequestPage: {
    content: '[CompanyRequest!]!',
    totalElements: 'Int!',
    totalPages: 'Int!',
  },
  Embedding: {
    vector: '[Float!]',
    updatedAt: 'String',
  },
  Employer: {
    _id: 'ID!',
    companyId: 'ID',
    company: 'CompanyRef',
    personalDetails: 'PersonalDetails!',
    jobsPosted: 'Int!',
    jobsLeft: 'Int!',
    links: 'EmployerLinks!',
    createdAt: 'String!',
    createdBy: 'String',
    updatedAt: 'String',
    updatedBy: 'String',
  },
  EmployerInput: {
    companyId: 'ID',
    jobsPosted: 'Int',
    jobsLeft: 'Int',
    personalDetails: 'PersonalDetailsInput',
    links: 'EmployerLinksInput',
  },
  EmployerLinks: {
    instagram: 'String',
    linkedin: 'String',
    website: 'String',
    behance: 'String',
    googleDrive: 'String',
    facebook: 'String',
    twitter: 'String',
  },
  EmployerLinksInput: {
    instagram: 'String',
    linkedin: 'String',
    website: 'String',
    behance: 'String',
    googleDrive: 'String',
    facebook: 'String',
    twitter: 'String',
  },
  EmployerPage: {
    content: '[Employer!]!',
    totalElements: 'Int!',
    totalPages: 'Int!',
  },
  FilterInput: {
    key: 'String!',
    value: 'String',
    boolValue: 'Boolean',
    operator: 'FilterOperator',
  },
  Job: {
    _id: 'ID!',
    jobCode: 'String',
    jobUrl: 'String',
    jobSource: 'String',
    isExternalJob: 'Boolean!',
    companyId: 'ID',
    companyName: 'String',
    company: 'CompanyRef',
    companyLogo: 'String',
    employerId: 'ID',
    employerEmail: 'String',
    userType: 'UserType',
    title: 'String!',
    description: 'String',
    jobType: 'JobType',
    jobStatus: 'JobStatus!',
    industry: 'String',
    category: 'String',
    salary: 'String',
    experience: 'String',
    yearsOfExperience: 'Float',
    education: 'String',
    requirements: 'String',
    responsibilities: 'String',
    interviewProcess: 'String',
    skillsRequired: '[String!]!',
    tags: '[String!]!',
    expiryDate: 'String',
    location: 'String',
    city: 'String',
    state: 'String',
    country: 'String',
    zipCode: 'String',
    metadata: 'Metadata!',
    createdAt: 'String!',
    createdBy: 'String',
    updatedAt: 'String',
    updatedBy: 'String',
    postedDate: 'String',
    embeddings: '[Float!]',
    relevantCandidates: '[RelevantCandidate!]!',
  },
  JobApplication: {
    _id: 'ID!',
    status: 'ApplicationStatus!',
    jobId: 'ID!',
    jobSeekerId: 'ID!',
    jobSeeker: 'ApplicationJobSeeker',
    job: 'ApplicationJob',
    name: 'String',
    designation: 'String',
    companyName: 'String',
    location: 'String',
    history: '[StatusChange!]!',
    notes: '[Note!]!',
    createdAt: 'String!',
    createdBy: 'String',
    updatedAt: 'String',
    updatedBy: 'String',
  },
  JobApplicationPage: {
    content: '[JobApplication!]!',
    totalElements: 'Int!',
    totalPages: 'Int!',
  },
  JobApplicationUpdateInput: {
    status: 'ApplicationStatus',
    note: 'String',
  },
  JobInput: {
    title: 'String!',
    isExternalJob: 'Boolean!',
    companyName: 'String',
    companyId: 'ID',
    employerId: 'ID',
    jobCode: 'String',
    jobUrl: 'String',
    jobSource: 'String',
    userType: 'UserType',
    description: 'String',
    jobType: 'JobType',
    jobStatus: 'JobStatus',
    industry: 'String',
    category: 'String',
    salary: 'String',
    experience: 'String',
    yearsOfExperience: 'Float',
    education: 'String',
    requirements: 'String',
    responsibilities: 'String',
    interviewProcess: 'String',
    skillsRequired: '[String!]',
    tags: '[String!]',
    expiryDate: 'String',
    location: 'String',
    city: 'String',
    state: 'String',
    country: 'String',
    zipCode: 'String',
    metadata: 'MetadataInput',
  },
  JobPage: {
    content: '[Job!]!',
    totalElements: 'Int!',
    totalPages: 'Int!',
  },
  JobPreferences: {
    jobType: 'String',
    location: '[String!]!',
    noticePeriod: 'String',
    preferredRoles: '[String!]!',
  },
  JobPreferencesInput: {
    jobType: 'String',
    location: '[String!]',
    noticePeriod: 'String',
    preferredRoles: '[String!]',
  },
  JobSeeker: {
    _id: 'ID!',
    personalDetails: 'PersonalDetails!',
    jobPreferences: 'JobPreferences!',
    resumeUrl: 'String',
    yearsOfExperience: 'Float',
    skills: '[String!]!',
    education: 'String',
    jobSeekerDescription: 'String',
    overview: 'String',
    embedding: 'Embedding!',
    notes: '[Note!]!',
    createdAt: 'String!',
    createdBy: 'String',
    updatedAt: 'String',
    updatedBy: 'String',
  },
  JobSeekerInput: {
    personalDetails: 'PersonalDetailsInput',
    jobPreferences: 'JobPreferencesInput',
    skills: '[String!]',
    resumeUrl: 'String',
    yearsOfExperience: 'Float',
    education: 'String',
  },
  JobSeekerPage: {
    content: '[JobSeeker!]!',
    totalElements: 'Int!',
    totalPages: 'Int!',
  },
  MatchEvidence: {
    requirement: 'String!',
    phrase: 'String!',
  },
  MatchExplanation: {
    jobId: 'ID!',
    jobSeekerId: 'ID!',
    matchedSkills: '[String!]!',
    missingSkills: '[String!]!',
    relevancyScore: 'Float',
    seekerYears: 'Float',
    requiredYears: 'Float',
    roleAboveOpening: 'String',
    evidence: '[MatchEvidence!]!',
    adWords: '[String!]!',
  },
  Metadata: {
    title: 'String',
    url: 'String',
    description: 'String',
    keywords: 'String',
    metadata: '[MetadataEntry!]!',
  },
  MetadataEntry: {
    key: 'String!',
    value: 'String',
  },
  MetadataEntryInput: {
    key: 'String!',
    value: 'String',
  },
  MetadataInput: {
    title: 'String',
    description: 'String',
    keywords: 'String',
    metadata: '[MetadataEntryInput!]',
  },
  Note: {
    id: 'ID!',
    note: 'String!',
    changedBy: 'String',
    date: 'String!',
  },
  PersonalDetails: {
    fullName: 'String',
    firstName: 'String',
    lastName: 'String',
    email: 'String',
    phone: 'String',
    address: 'String',
    city: 'String',
    state: 'String',
    zipCode: 'String',
    country: 'String',
    birthday: 'String',
  },
  PersonalDetailsInput: {
    fullName: 'String',
    firstName: 'String',
    lastName: 'String',
    email: 'String',
    phone: 'String',
    address: 'String',
    city: 'String',
    state: 'String',
    zipCode: 'String',
    country: 'String',
    birthday: 'String',
  },
  RelevantCandidate: {
    jobSeekerId: 'ID!',
    jobSeekerName: 'String',
    percentage: 'Float!',
  },
  SavedView: {
    id: 'ID!',
    list: 'String!',
    name: 'String!',
    shared: 'Boolean!',
    mine: 'Boolean!',
    ownerName: 'String!',
    filters: '[SavedViewFilter!]!',
    droppedFilters: '[String!]!',
    sort: 'SavedViewSort',
    isDefault: 'Boolean!',
    createdAt: 'String!',
    updatedAt: 'String',
  },
  SavedViewFilter: {
    key: 'String!',
    value: 'String',
    boolValue: 'Boolean',
  },
  SavedViewInput: {
    list: 'String!',
    name: 'String!',
    shared: 'Boolean!',
    filters: '[FilterInput!]!',
    sort: 'SortInput',
  },
  SavedViewSort: {
    field: 'String!',
    direction: 'SortDirection!',
  },
  SearchFilter: {
    key: 'String!',
    value: 'String!',
  },
  SearchGroup: {
    list: 'String!',
    hits: '[SearchHit!]!',
    seeAll: 'SearchFilter',
  },
  SearchHit: {
    id: 'ID!',
    title: 'String!',
    subtitle: 'String',
    score: 'Float!',
  },
  SkillMatch: {
    matchedSkills: '[String!]!',
    missingSkills: '[String!]!',
  },
  SortInput: {
    field: 'String!',
    direction: 'SortDirection!',
  },
  StatusChange: {
    status: 'String!',
    date: 'String!',
    changedBy: 'String',
  },
  User: {
    _id: 'ID!',
    personalDetails: 'PersonalDetails!',
    role: 'String!',
  },
  UserUpdateInput: {
    firstName: 'String!',
    lastName: 'String!',
    email: 'String',
  },
} as const;

export type ContractTypeName = keyof typeof CONTRACT_FIELDS;
