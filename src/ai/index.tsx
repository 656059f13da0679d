/**
 * The AI panels the resource screens place (spec §1, §2, §4). Each takes the record as loaded and
 * a reload callback; each hides itself where the spec says it does not apply.
 * (Filled in by the AI issue; until then they render nothing.)
 */
import type { Job, JobApplication, JobSeeker } from '../../domain/types';

export interface JobAiSectionProps {
  job: Job;
  /** Reloads the job (after its embedding was generated). */
  onReload: () => void;
}
/** Job detail, non-external jobs only: Relevant Candidates and Vector Sparkline. */
export function JobAiSection(_props: JobAiSectionProps) {
  return null;
}

export interface JobSeekerAiSectionProps {
  jobSeeker: JobSeeker;
  onReload: () => void;
}
/** Job seeker detail: Overview and Vector Sparkline with the automatic steps. */
export function JobSeekerAiSection(_props: JobSeekerAiSectionProps) {
  return null;
}

export interface ApplicationAiPanelProps {
  application: JobApplication;
  onReload: () => void;
}
/** Application detail: readiness steps and the relevancy score. */
export function ApplicationAiPanel(_props: ApplicationAiPanelProps) {
  return null;
}

export interface RelevantCandidatesButtonProps {
  job: Pick<Job, '_id' | 'title' | 'isExternalJob' | 'relevantCandidates'>;
}
/** Jobs list row action opening the relevant-candidates popup. */
export function RelevantCandidatesButton(_props: RelevantCandidatesButtonProps) {
  return null;
}
