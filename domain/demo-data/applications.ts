/** Applications of seekers to jobs, with their status history and recruiter notes. */
import type { ApplicationStatus } from '../enums';
import type { Job, JobApplication, Note, StatusChange } from '../types';
import { iso, momentBetween, plusDays, REFERENCE_MS, STAFF_EMAILS } from './common';
import type { Rng } from './prng';
import type { SeekerProfile } from './seekers';

const STATUS_WEIGHTS: ReadonlyArray<readonly [ApplicationStatus, number]> = [
  ['pending', 45],
  ['accepted', 25],
  ['rejected', 30],
];

/** The way an application got to its status (the first entry is always the application). */
const PATHS: Record<ApplicationStatus, ReadonlyArray<readonly ApplicationStatus[]>> = {
  pending: [['pending'], ['pending'], ['pending', 'rejected', 'pending']],
  accepted: [['pending', 'accepted'], ['pending', 'accepted'], ['pending', 'rejected', 'accepted']],
  rejected: [['pending', 'rejected'], ['pending', 'rejected'], ['pending', 'accepted', 'rejected']],
};

const NOTES = [
  '<p>Shortlisted after the screening call. <strong>Good product knowledge.</strong></p>',
  '<p>Practical test scheduled at the workshop.</p>',
  '<p>Interview feedback:</p><ul><li>Strong fundamentals</li><li>Expected salary above the band</li></ul>',
  '<p>Candidate asked to share GIA/IGI certificates before the next round.</p>',
  '<p>Portfolio reviewed; CAD work is <strong>production ready</strong>.</p>',
  '<p>Reference check done with the previous employer.</p>',
  '<p>Offer discussed; notice period of 30 days.</p>',
  '<p>Not reachable on phone; e-mail sent.</p>',
];

export function generateApplications(rng: Rng, count: number, jobs: Job[], seekers: SeekerProfile[]): JobApplication[] {
  if (jobs.length === 0 || seekers.length === 0) return [];
  const byRole = new Map<string, SeekerProfile[]>();
  for (const s of seekers) {
    for (const role of s.seeker.jobPreferences.preferredRoles) {
      const list = byRole.get(role) ?? [];
      list.push(s);
      byRole.set(role, list);
    }
  }
  const internal = jobs.filter((j) => !j.isExternalJob);
  const taken = new Set<string>();
  const applications: JobApplication[] = [];
  const limit = Math.min(count, jobs.length * seekers.length);
  let attempts = 0;
  while (applications.length < limit && attempts < limit * 20) {
    attempts++;
    const job = internal.length > 0 && rng.chance(0.9) ? rng.pick(internal) : rng.pick(jobs);
    // Most candidates apply for what they want to do: that is what the AI matching should find.
    const fitting = byRole.get(job.tags[0] ?? '');
    const { seeker } = fitting && rng.chance(0.75) ? rng.pick(fitting) : rng.pick(seekers);
    const key = `${job._id}|${seeker._id}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const status = applications.length < 3 ? (['pending', 'accepted', 'rejected'] as const)[applications.length] : rng.weighted(STATUS_WEIGHTS);
    const from = Math.max(Date.parse(job.createdAt), Date.parse(seeker.createdAt));
    const created = momentBetween(rng, from, Math.min(plusDays(from, 45), REFERENCE_MS));
    const history: StatusChange[] = [];
    let at = created;
    for (const [i, step] of rng.pick(PATHS[status]).entries()) {
      if (i > 0) at = momentBetween(rng, at, Math.min(plusDays(at, 10), REFERENCE_MS));
      history.push({ status: step, date: iso(at), changedBy: i === 0 ? seeker.personalDetails.email : rng.pick(STAFF_EMAILS) });
    }
    const notes: Note[] = [];
    let noteAt = created;
    for (const note of rng.sample(NOTES, rng.int(0, 2))) {
      noteAt = momentBetween(rng, noteAt, Math.min(plusDays(noteAt, 14), REFERENCE_MS));
      notes.push({ id: rng.uuid(), note, changedBy: rng.pick(STAFF_EMAILS), date: iso(noteAt) });
    }
    const last = history[history.length - 1];
    const changed = history.length > 1;
    const p = seeker.personalDetails;
    applications.push({
      _id: rng.uuid(),
      status,
      jobId: job._id,
      jobSeekerId: seeker._id,
      jobSeeker: { _id: seeker._id, personalDetails: p, overview: seeker.overview, resumeUrl: seeker.resumeUrl, embedding: seeker.embedding },
      job: {
        _id: job._id,
        title: job.title,
        companyName: job.companyName,
        companyId: job.companyId,
        location: job.location,
        city: job.city,
        state: job.state,
        country: job.country,
        embeddings: job.embeddings,
        company: job.company,
      },
      name: [p.firstName, p.lastName].filter(Boolean).join(' '),
      designation: job.title,
      companyName: job.companyName,
      location: job.location,
      history,
      notes,
      createdAt: iso(created),
      createdBy: p.email,
      updatedAt: changed ? last.date : null,
      updatedBy: changed ? last.changedBy : null,
    });
  }
  return applications;
}
