/** Rows of the vector searches, as both the pgvector SQL (repositories/ai.ts) and the exact scan (exactScan.ts) answer them. */

/** A seeker found by vector: the cosine, and the stamp its match features are cached under. */
export interface NearRow {
  id: string;
  score: number;
  stamp: string;
}

/** A row of one job's search, with the job's own vector stamp (null: no such job, or no vector). */
export interface JobNearRow extends NearRow {
  job_stamp: string | null;
}

export interface TopCandidateRow extends NearRow {
  job_id: string;
  full_name: string | null;
}

/** A job to search for, with the seniority part of its match query (server/ai/matchVector.ts). */
export interface JobScan {
  id: string;
  seniority: readonly number[];
}
