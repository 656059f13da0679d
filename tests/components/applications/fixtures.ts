/** A known application for the panel tests: job, seeker, company, two history entries, two notes. */
import type { JobApplication } from '../../../domain/types';

export const JOB_TITLE = 'Senior Gemologist';

export function knownApplication(): Partial<JobApplication> {
  return {
    status: 'pending',
    jobId: 'job-42',
    jobSeekerId: 'seeker-7',
    job: {
      _id: 'job-42',
      title: JOB_TITLE,
      companyName: 'Aurum Atelier',
      companyId: 'company-3',
      location: null,
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      embeddings: null,
      company: { companyName: 'Aurum Atelier', logoUrl: null },
    },
    jobSeeker: {
      _id: 'seeker-7',
      personalDetails: {
        fullName: 'Meera Shah',
        firstName: 'Meera',
        lastName: 'Shah',
        email: 'meera@example.com',
        phone: null,
        address: null,
        city: null,
        state: null,
        zipCode: null,
        country: null,
        birthday: null,
      },
      overview: null,
      resumeUrl: null,
      embedding: { vector: null, updatedAt: null },
    },
    history: [
      { status: 'accepted', date: '2025-03-01T09:15:00.000Z', changedBy: 'first@example.com' },
      { status: 'rejected', date: '2025-04-02T16:45:00.000Z', changedBy: null },
    ],
    notes: [
      { id: 'n1', note: '<p>Older note</p>', changedBy: 'old@example.com', date: '2025-02-01T08:00:00.000Z' },
      { id: 'n2', note: '<p>Newer <b>note</b></p>', changedBy: 'new@example.com', date: '2025-05-01T08:00:00.000Z' },
    ],
    createdAt: '2025-01-10T12:00:00.000Z',
    createdBy: 'meera@example.com',
    updatedAt: null,
    updatedBy: null,
  };
}
