/** Where a demo résumé lives in the file store; the same naming the upload route uses. */
import type { JobSeeker } from '../types';

export const RESUME_BUCKET = 'resume';

export function resumeFileName(seeker: Pick<JobSeeker, 'personalDetails'>): string {
  const { firstName, lastName } = seeker.personalDetails;
  const name = `${firstName ?? ''}_${lastName ?? ''}`.normalize('NFD').replace(/[^A-Za-z_]/g, '');
  return `${name || 'Candidate'}_Resume.pdf`;
}

/** `${seekerId}_${timestamp}_${fileName}`, the timestamp being the upload (creation) time. */
export function resumeObjectName(seeker: Pick<JobSeeker, '_id' | 'createdAt' | 'personalDetails'>): string {
  return `${seeker._id}_${Date.parse(seeker.createdAt)}_${resumeFileName(seeker)}`;
}

/** Same format as objectUrl() of server/storage/fileStore.ts (domain cannot import the server). */
export function resumeUrlOf(seeker: Pick<JobSeeker, '_id' | 'createdAt' | 'personalDetails'>): string {
  return `/api/s3/buckets/${RESUME_BUCKET}/objects/${encodeURIComponent(resumeObjectName(seeker))}`;
}
