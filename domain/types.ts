/** Entity shapes of the contract (domain/schema.graphql), as both sides see them. */
import type {
  ApplicationStatus,
  CompanyRequestStatus,
  CompanyStatus,
  JobStatus,
  JobType,
  UserType,
} from './enums';

export type Maybe<T> = T | null;

export interface Audit {
  createdAt: string;
  createdBy: Maybe<string>;
  updatedAt: Maybe<string>;
  updatedBy: Maybe<string>;
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

export interface MetadataEntry {
  key: string;
  value: Maybe<string>;
}

export interface Metadata {
  title: Maybe<string>;
  url: Maybe<string>;
  description: Maybe<string>;
  keywords: Maybe<string>;
  metadata: MetadataEntry[];
}

export interface CompanyRef {
  companyName: Maybe<string>;
  logoUrl: Maybe<string>;
}

export interface StatusChange {
  status: string;
  date: string;
  changedBy: Maybe<string>;
}

export interface Note {
  id: string;
  note: string;
  changedBy: Maybe<string>;
  date: string;
}

export interface Embedding {
  vector: Maybe<number[]>;
  updatedAt: Maybe<string>;
}

export interface User {
  _id: string;
  personalDetails: Pick<PersonalDetails, 'firstName' | 'lastName' | 'email'> & Partial<PersonalDetails>;
  role: string;
}

export interface CompanyDetails {
  email: Maybe<string>;
  address: Maybe<string>;
  city: Maybe<string>;
  state: Maybe<string>;
  country: Maybe<string>;
  zipCode: Maybe<string>;
}

export interface CompanyLinks {
  instagram: Maybe<string>;
  linkedin: Maybe<string>;
  website: Maybe<string>;
}

export interface Company extends Audit {
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
}

export interface EmployerLinks extends CompanyLinks {
  behance: Maybe<string>;
  googleDrive: Maybe<string>;
  facebook: Maybe<string>;
  twitter: Maybe<string>;
}

export interface Employer extends Audit {
  _id: string;
  companyId: Maybe<string>;
  company: Maybe<CompanyRef>;
  personalDetails: PersonalDetails;
  jobsPosted: number;
  jobsLeft: number;
  links: EmployerLinks;
}

export interface RelevantCandidate {
  jobSeekerId: string;
  jobSeekerName: Maybe<string>;
  percentage: number;
}

export interface Job extends Audit {
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
  postedDate: Maybe<string>;
  embeddings: Maybe<number[]>;
  relevantCandidates: RelevantCandidate[];
}

export interface JobPreferences {
  jobType: Maybe<string>;
  location: string[];
  noticePeriod: Maybe<string>;
  preferredRoles: string[];
}

export interface JobSeeker extends Audit {
  _id: string;
  personalDetails: PersonalDetails;
  jobPreferences: JobPreferences;
  resumeUrl: Maybe<string>;
  yearsOfExperience: Maybe<number>;
  skills: string[];
  education: Maybe<string>;
  jobSeekerDescription: Maybe<string>;
  overview: Maybe<string>;
  embedding: Embedding;
  notes: Note[];
}

export interface Candidate {
  _id: string;
  personalDetails: PersonalDetails;
  jobPreferences: JobPreferences;
  overview: Maybe<string>;
  experience: Maybe<number>;
  relevancyScore: number;
}

export interface JobApplication extends Audit {
  _id: string;
  status: ApplicationStatus;
  jobId: string;
  jobSeekerId: string;
  jobSeeker: Maybe<{
    _id: string;
    personalDetails: PersonalDetails;
    overview: Maybe<string>;
    resumeUrl: Maybe<string>;
    embedding: Embedding;
  }>;
  job: Maybe<{
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
  }>;
  name: Maybe<string>;
  designation: Maybe<string>;
  companyName: Maybe<string>;
  location: Maybe<string>;
  history: StatusChange[];
  notes: Note[];
}

export interface CompanyRequest extends Audit {
  _id: string;
  companyId: string;
  employeeId: string;
  status: CompanyRequestStatus;
  requestNote: Maybe<string>;
  company: Maybe<CompanyRef>;
  employerEmail: Maybe<string>;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

export interface FilterInput {
  key: string;
  value?: Maybe<string>;
  boolValue?: Maybe<boolean>;
  operator?: Maybe<'CONTAINS' | 'EQUALS'>;
}

export interface SortInput {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** Answer of GET /api/jobs/{jobId}/applicants */
export interface ApplicantRow {
  _id: string;
  jobSeekerId: string;
  name: Maybe<string>;
  email: Maybe<string>;
  status: ApplicationStatus;
  createdAt: string;
}
