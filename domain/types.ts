/**
 * Entity shapes of the contract, as both sides see them. The shapes are generated from
 * domain/schema.graphql (domain/generated/contract.ts, `npm run contract:types`): a field added
 * to the contract is here without a hand edit. Only the shapes the contract does not name, or
 * that a side narrows, are written below.
 */
import type {
  ApplicationStatus,
  Candidate as ContractCandidate,
  Job,
  Maybe,
  PersonalDetails,
  User as ContractUser,
} from './generated/contract';

export type {
  Company,
  CompanyDetails,
  CompanyLinks,
  CompanyRef,
  CompanyRequest,
  Embedding,
  Employer,
  EmployerLinks,
  FilterInput,
  Job,
  JobApplication,
  JobPreferences,
  JobSeeker,
  Maybe,
  Metadata,
  MetadataEntry,
  Note,
  PersonalDetails,
  RelevantCandidate,
  SortInput,
  StatusChange,
} from './generated/contract';

/** The four audit fields every entity carries. */
export type Audit = Pick<Job, 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/** The signed-in staff user: first name, last name and email are always known. */
export interface User extends Omit<ContractUser, 'personalDetails'> {
  personalDetails: Pick<PersonalDetails, 'firstName' | 'lastName' | 'email'> & Partial<PersonalDetails>;
}

/** A ranked candidate as the service returns it; `match` is resolved per field (server/graphql/ai.ts). */
export type Candidate = Omit<ContractCandidate, 'match'>;

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
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
