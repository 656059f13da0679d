/**
 * The console's data provider: react-admin's CRUD methods over the six resources, plus the typed
 * methods beyond CRUD. Views call them through useDataProvider<MarketplaceDataProvider>().
 */
import type { DataProvider } from 'react-admin';
import type { ExplainedCandidate, MatchExplanation } from '../domain/ai/match';
import type { BucketName } from '../domain/constants';
import type { CompanyRequestStatus } from '../domain/enums';
import type { ListName } from '../domain/filters';
import type { SearchGroup } from '../domain/search';
import type { BulkDeleteList } from '../domain/bulk';
import type { BulkResult, SavedView, SavedViewInput } from '../domain/generated/contract';
import type { ApplicantRow, CompanyRequest, Embedding, Note } from '../domain/types';

export interface JobEmbeddingResult {
  _id: string;
  embeddings: number[] | null;
}

export interface JobSeekerOverviewResult {
  _id: string;
  overview: string | null;
  jobSeekerDescription: string | null;
}

export interface JobSeekerEmbeddingResult {
  _id: string;
  embedding: Embedding;
}

export interface ApplicantPage {
  content: ApplicantRow[];
  totalElements: number;
}

export interface ExportProgress {
  /** Rows received so far */
  rows: number;
  /** Rows the file will hold, as the server announced them; null when it did not say */
  total: number | null;
}

export interface ExportedFile {
  blob: Blob;
  /** `<list>-<yyyy-mm-dd>.csv`, as the server named it */
  fileName: string;
  rows: number;
}

export interface MarketplaceMethods {
  /** Job seekers ranked by relevancy to the job (0-based page); rejects when the job has no embedding. */
  getRelevantCandidates(jobId: string, page: number, size: number): Promise<ExplainedCandidate[]>;
  /** The job's required skills the seeker shows and those missing, with the score (beyond the spec). */
  explainMatch(jobId: string, jobSeekerId: string): Promise<MatchExplanation>;
  /** 0 to 1 */
  getRelevancyScore(jobId: string, jobSeekerId: string): Promise<number>;
  createJobEmbedding(id: string): Promise<JobEmbeddingResult>;
  createJobSeekerOverview(jobSeekerId: string): Promise<JobSeekerOverviewResult>;
  createJobSeekerEmbedding(id: string): Promise<JobSeekerEmbeddingResult>;
  addJobSeekerNote(jobSeekerId: string, note: string): Promise<Note>;
  /** Answers the deleted note's id. */
  deleteJobSeekerNote(jobSeekerId: string, noteId: string): Promise<string>;
  /** Approving also links the employer to the company (server side, all or nothing). */
  updateCompanyRequestStatus(id: string, status: CompanyRequestStatus): Promise<CompanyRequest>;
  /** GET /api/jobs/{jobId}/applicants?page=&rowsPerPage= (page 0-based) */
  getJobApplicants(jobId: string, page: number, rowsPerPage: number): Promise<ApplicantPage>;
  /** POST /api/s3/buckets/{bucket}/upload?isPublic=true; answers the stored object's URL. */
  uploadFile(bucket: BucketName, file: Blob, fileName: string): Promise<{ url: string }>;
  /** DELETE of a URL answered by uploadFile; rejects for any other URL. */
  deleteFile(url: string): Promise<void>;
  /**
   * GET /api/export/<list>.csv: every row the list's filter values match (not just a page), as a
   * CSV file; onProgress hears the rows received while it streams.
   */
  exportList(resource: ListName, filter: Record<string, unknown>, onProgress?: (progress: ExportProgress) => void): Promise<ExportedFile>;
  /** One typo-tolerant search over every list (Ctrl+K): at most `size` hits per list, closest group first. */
  globalSearch(query: string, size?: number): Promise<SearchGroup[]>;
  /** The signed-in staff member's saved views of the list and the team's shared ones, mine first. */
  savedViews(list: ListName): Promise<SavedView[]>;
  createSavedView(input: SavedViewInput): Promise<SavedView>;
  /** Rename and/or (un)share one of my views. */
  updateSavedView(id: string, change: { name?: string; shared?: boolean }): Promise<SavedView>;
  deleteSavedView(id: string): Promise<string>;
  /** The view the list opens with when its address has no filters; null clears it. */
  setDefaultSavedView(list: ListName, id: string | null): Promise<boolean>;
  /**
   * Deletes the selected records one by one with the single delete's rules: the ids ticked, or
   * every record the list's filter values match (resolved by the server when it runs).
   * expectedCount is the number the person typed: when it no longer matches nothing is deleted.
   */
  bulkDelete(resource: BulkDeleteList, target: BulkTarget, expectedCount: number): Promise<BulkResult>;
  /** Approves or rejects the selected company requests, each on its own (approval links the employer). */
  bulkUpdateCompanyRequests(status: 'approved' | 'rejected', target: BulkTarget, expectedCount: number): Promise<BulkResult>;
}

/** What a bulk action changes: the ticked ids, or all records matching the list's filter values. */
export type BulkTarget = { ids: string[] } | { filter: Record<string, unknown> };

export type MarketplaceDataProvider = DataProvider & MarketplaceMethods;

export const CUSTOM_METHOD_NAMES = [
  'getRelevantCandidates',
  'getRelevancyScore',
  'explainMatch',
  'createJobEmbedding',
  'createJobSeekerOverview',
  'createJobSeekerEmbedding',
  'addJobSeekerNote',
  'deleteJobSeekerNote',
  'updateCompanyRequestStatus',
  'getJobApplicants',
  'uploadFile',
  'deleteFile',
  'exportList',
  'globalSearch',
  'savedViews',
  'createSavedView',
  'updateSavedView',
  'deleteSavedView',
  'setDefaultSavedView',
  'bulkDelete',
  'bulkUpdateCompanyRequests',
] as const satisfies readonly (keyof MarketplaceMethods)[];
