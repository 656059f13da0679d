/**
 * The custom methods over the in-memory demo data: plausible answers, not the server's rules.
 * Relevancy is keyword overlap between the job's and the seeker's texts; "embeddings" are
 * deterministic hashes of the same text, so screens waiting for one have one.
 */
import { DEMO_USER, EMBEDDING_LENGTH } from '../../domain/constants';
import type { ExplainedCandidate } from '../../domain/ai/match';
import { keywordOverlap } from '../../domain/ai/ranking';
import { roleAboveTitle } from '../../domain/ai/seekerRoles';
import { seniorityFit } from '../../domain/ai/seniority';
import type { ApplicantRow, CompanyRequest, Job, JobApplication, JobSeeker, Note } from '../../domain/types';
import { type DataProvider, HttpError } from 'react-admin';
import type { MarketplaceMethods } from '../types';
import { createFakeBulk } from './bulk';
import { createFakeSavedViews } from './savedViews';
import { searchRecords } from './search';

const jobText = (job: Job) => [job.title, job.category, job.industry, job.description, ...job.skillsRequired].join(' ');
const seekerText = (s: JobSeeker) =>
  [s.overview, s.education, ...s.skills, ...s.jobPreferences.preferredRoles].filter(Boolean).join(' ');

function hashVector(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_LENGTH).fill(0);
  for (const word of text.toLowerCase().split(/\W+/).filter(Boolean)) {
    let h = 2166136261;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
    vector[Math.abs(h) % EMBEDDING_LENGTH] += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

let noteSequence = 0;

export function createFakeMethods(crud: DataProvider): MarketplaceMethods {
  const one = async <T>(resource: string, id: string) => (await crud.getOne(resource, { id })).data as unknown as T;
  const all = async <T>(resource: string, filter: Record<string, unknown> = {}) =>
    (await crud.getList(resource, { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'createdAt', order: 'DESC' }, filter }))
      .data as unknown as T[];
  const save = async <T>(resource: string, id: string, data: Record<string, unknown>) =>
    (await crud.update(resource, { id, data, previousData: { id } })).data as unknown as T;
  const now = () => new Date().toISOString();

  const score = (job: Job, seeker: JobSeeker) => Math.min(1, keywordOverlap(jobText(job), seekerText(seeker)));
  // Plain word containment: the demo's stand-in for the server's lexicon-aware explanation.
  const skillMatch = (job: Job, seeker: JobSeeker) => {
    const shown = ` ${[...seeker.skills, seekerText(seeker)].join(' ').toLowerCase()} `;
    const required = job.skillsRequired.filter((s) => s.trim() !== '');
    const has = (skill: string) => shown.includes(skill.trim().toLowerCase());
    return { matchedSkills: required.filter(has), missingSkills: required.filter((s) => !has(s)) };
  };

  // The demo's bulk decisions go through its single decision below (it links the employer).
  const decide: MarketplaceMethods['updateCompanyRequestStatus'] = async (id, status) => {
    const request = await save<CompanyRequest>('company-requests', id, { status, updatedAt: now(), updatedBy: DEMO_USER.email });
    if (status === 'approved') await save('employers', request.employeeId, { companyId: request.companyId });
    return request;
  };

  return {
    ...createFakeSavedViews(),
    ...createFakeBulk(crud, decide),
    async getRelevantCandidates(jobId, page, size) {
      const job = await one<Job>('jobs', jobId);
      const seekers = await all<JobSeeker>('jobseekers');
      const ranked: ExplainedCandidate[] = seekers
        .map((s) => ({
          _id: s._id,
          personalDetails: s.personalDetails,
          jobPreferences: s.jobPreferences,
          overview: s.overview,
          experience: s.yearsOfExperience,
          relevancyScore: score(job, s),
          match: skillMatch(job, s),
        }))
        .filter((c) => c.relevancyScore > 0)
        .sort((a, b) => b.relevancyScore - a.relevancyScore);
      return ranked.slice(page * size, page * size + size);
    },
    async getRelevancyScore(jobId, jobSeekerId) {
      return score(await one<Job>('jobs', jobId), await one<JobSeeker>('jobseekers', jobSeekerId));
    },
    async explainMatch(jobId, jobSeekerId) {
      const job = await one<Job>('jobs', jobId);
      const seeker = await one<JobSeeker>('jobseekers', jobSeekerId);
      const { years, required } = seniorityFit(seeker.yearsOfExperience, job);
      // no résumé text in the demo data's records: no evidence phrases offline
      // the server's own rule for a role above the opening's (domain/ai/seekerRoles.ts)
      const roleAboveOpening = roleAboveTitle(job, { preferredRoles: seeker.jobPreferences.preferredRoles, overview: seeker.overview });
      // the offline score weighs no rare words (their frequencies are the server's word file): none to name
      return { jobId, jobSeekerId, ...skillMatch(job, seeker), relevancyScore: score(job, seeker), seekerYears: years, requiredYears: required, roleAboveOpening, evidence: [], adWords: [] };
    },
    async createJobEmbedding(id) {
      const job = await one<Job>('jobs', id);
      const embeddings = hashVector(jobText(job));
      await save('jobs', id, { embeddings });
      return { _id: id, embeddings };
    },
    async createJobSeekerOverview(jobSeekerId) {
      const seeker = await one<JobSeeker>('jobseekers', jobSeekerId);
      const name = seeker.personalDetails.fullName ?? 'This candidate';
      const overview = seeker.resumeUrl
        ? `${name} brings ${seeker.yearsOfExperience ?? 0} years of experience in ${seeker.skills.slice(0, 4).join(', ') || 'the trade'}.`
        : null;
      await save('jobseekers', jobSeekerId, { overview, jobSeekerDescription: overview });
      return { _id: jobSeekerId, overview, jobSeekerDescription: overview };
    },
    async createJobSeekerEmbedding(id) {
      const seeker = await one<JobSeeker>('jobseekers', id);
      const embedding = { vector: hashVector(seekerText(seeker)), updatedAt: now() };
      await save('jobseekers', id, { embedding });
      return { _id: id, embedding };
    },
    async addJobSeekerNote(jobSeekerId, note) {
      const seeker = await one<JobSeeker>('jobseekers', jobSeekerId);
      noteSequence += 1;
      const added: Note = { id: `demo-note-${Date.now()}-${noteSequence}`, note, changedBy: DEMO_USER.email, date: now() };
      await save('jobseekers', jobSeekerId, { notes: [added, ...seeker.notes] });
      return added;
    },
    async deleteJobSeekerNote(jobSeekerId, noteId) {
      const seeker = await one<JobSeeker>('jobseekers', jobSeekerId);
      await save('jobseekers', jobSeekerId, { notes: seeker.notes.filter((n) => n.id !== noteId) });
      return noteId;
    },
    updateCompanyRequestStatus: decide,
    async getJobApplicants(jobId, page, rowsPerPage) {
      const applications = await all<JobApplication>('job-applications', { jobId });
      const rows: ApplicantRow[] = applications.map((a) => ({
        _id: a._id,
        jobSeekerId: a.jobSeekerId,
        name: a.name,
        email: a.jobSeeker?.personalDetails.email ?? null,
        status: a.status,
        createdAt: a.createdAt,
      }));
      return { content: rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage), totalElements: rows.length };
    },
    async uploadFile(bucket, file, fileName) {
      // A blob: URL previews in this browser session; there is no server to keep the file.
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `/api/s3/buckets/${bucket}/objects/${encodeURIComponent(fileName)}`;
      return { url };
    },
    async deleteFile(url) {
      if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    },
    async globalSearch(query, size) {
      const [jobs, jobseekers, companies, employers, applications, requests] = await Promise.all(
        (['jobs', 'jobseekers', 'companies', 'employers', 'job-applications', 'company-requests'] as const).map((r) => all(r)),
      );
      return searchRecords(
        { jobs, jobseekers, companies, employers, 'job-applications': applications, 'company-requests': requests },
        query,
        size,
      );
    },
    async exportList() {
      // The file is written by the server, batch by batch; the offline demo has none.
      throw new HttpError('Export CSV needs the marketplace server: the offline demo cannot export.', 501, {});
    },
  };
}
