/**
 * The one place that decides what text a job's and a job seeker's embedding is built from.
 * The entities service compares jobEmbeddingText before and after an update to know when a job's
 * stored vector has gone stale, so any field read here must be a field whose edit clears it.
 */
import { richTextLines } from '../../domain/richText';

/** The job fields an embedding reads (plain values, not a database row). */
export interface JobTextSource {
  title: string;
  category?: string | null;
  industry?: string | null;
  skillsRequired?: readonly string[] | null;
  description?: string | null;
  requirements?: string | null;
  responsibilities?: string | null;
  experience?: string | null;
  yearsOfExperience?: number | null;
  education?: string | null;
  jobType?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  tags?: readonly string[] | null;
}

/** The job seeker fields an embedding reads: the AI overview, the résumé's text and the structured profile. */
export interface SeekerTextSource {
  overview?: string | null;
  /**
   * The uploaded résumé's text, as its overview was written from: the overview keeps a headline,
   * a few skills and employers, and the work itself (the duties an experience section lists) is
   * in the résumé. Replacing or removing the résumé clears it with the overview and the vector.
   */
  resumeText?: string | null;
  skills?: readonly string[] | null;
  preferredRoles?: readonly string[] | null;
  yearsOfExperience?: number | null;
  education?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  preferredLocations?: readonly string[] | null;
}

/** One line of plain text: what the embedding reads of a field. */
function plain(value: string | null | undefined): string {
  return richTextLines(value).replace(/\s+/g, ' ').trim();
}

function list(values: readonly string[] | null | undefined): string {
  return (values ?? []).map((v) => v.trim()).filter(Boolean).join(', ');
}

function line(label: string, value: string): string | null {
  return value ? `${label}: ${value}` : null;
}

function years(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : `${value} years`;
}

function join(lines: Array<string | null>): string {
  return lines.filter((l): l is string => l !== null).join('\n');
}

export function jobEmbeddingText(job: JobTextSource): string {
  const place = list([job.location ?? '', job.city ?? '', job.state ?? '', job.country ?? '']);
  return join([
    line('Title', plain(job.title)),
    line('Category', plain(job.category)),
    line('Industry', plain(job.industry)),
    line('Skills', list(job.skillsRequired)),
    line('Experience', [plain(job.experience), years(job.yearsOfExperience)].filter(Boolean).join(', ')),
    line('Education', plain(job.education)),
    line('Job type', plain(job.jobType)),
    line('Location', place),
    line('Tags', list(job.tags)),
    line('Description', plain(job.description)),
    line('Requirements', plain(job.requirements)),
    line('Responsibilities', plain(job.responsibilities)),
  ]);
}

/**
 * The résumé as matching reads it: its lines kept (padding such as 'Hobbies: ...' ends at a line's
 * end), capped so a very long CV neither drowns its own overview nor slows every later read.
 */
export const RESUME_MATCH_CHARS = 6_000;
export function resumeBody(text: string | null | undefined): string {
  return (text ?? '').replace(/[ \t]+/g, ' ').replace(/\n\s*\n+/g, '\n').trim().slice(0, RESUME_MATCH_CHARS);
}

export function jobSeekerEmbeddingText(seeker: SeekerTextSource): string {
  const place = list([seeker.city ?? '', seeker.state ?? '', seeker.country ?? '']);
  return join([
    line('Overview', plain(seeker.overview)),
    line('Skills', list(seeker.skills)),
    line('Preferred roles', list(seeker.preferredRoles)),
    line('Experience', years(seeker.yearsOfExperience)),
    line('Education', plain(seeker.education)),
    line('Location', place),
    line('Preferred locations', list(seeker.preferredLocations)),
    line('Resume', resumeBody(seeker.resumeText)),
  ]);
}
