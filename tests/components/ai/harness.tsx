/**
 * Renders one AI panel in isolation, inside react-admin's context (English texts, theme, a fresh
 * store) and React.StrictMode, over a stub data provider whose custom methods are vi.fn spies.
 * The record lives in state; onReload swaps in what `reload()` answers, as a detail screen would.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, StrictMode, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { EMBEDDING_LENGTH } from '../../../domain/constants';
import type { ExplainedCandidate, SkillMatch } from '../../../domain/ai/match';
import type { Job, JobApplication, JobSeeker } from '../../../domain/types';
import type { MarketplaceDataProvider, MarketplaceMethods } from '../../../providers/types';
import { createI18nProvider } from '../../../src/i18n';
import { theme } from '../../../src/theme';

export const vector = (seed = 1) => Array.from({ length: EMBEDDING_LENGTH }, (_, i) => Math.sin(i * seed) / 16);

const unused = () => Promise.reject(new Error('not used by the AI panels'));

export function stubProvider(methods: Partial<MarketplaceMethods> = {}) {
  const spies = {
    getRelevantCandidates: vi.fn(methods.getRelevantCandidates ?? (async () => [])),
    getRelevancyScore: vi.fn(methods.getRelevancyScore ?? (async () => 0)),
    explainMatch: vi.fn(
      methods.explainMatch ??
        (async (jobId: string, jobSeekerId: string) => ({ jobId, jobSeekerId, matchedSkills: [], missingSkills: [], relevancyScore: null })),
    ),
    createJobEmbedding: vi.fn(methods.createJobEmbedding ?? (async (id: string) => ({ _id: id, embeddings: vector() }))),
    createJobSeekerOverview: vi.fn(
      methods.createJobSeekerOverview ?? (async (id: string) => ({ _id: id, overview: 'An overview.', jobSeekerDescription: 'An overview.' })),
    ),
    createJobSeekerEmbedding: vi.fn(
      methods.createJobSeekerEmbedding ?? (async (id: string) => ({ _id: id, embedding: { vector: vector(), updatedAt: null } })),
    ),
  };
  const provider = {
    getList: unused,
    getOne: unused,
    getMany: unused,
    getManyReference: unused,
    create: unused,
    update: unused,
    updateMany: unused,
    delete: unused,
    deleteMany: unused,
    addJobSeekerNote: unused,
    deleteJobSeekerNote: unused,
    updateCompanyRequestStatus: unused,
    getJobApplicants: unused,
    uploadFile: unused,
    deleteFile: unused,
    ...spies,
  } as unknown as MarketplaceDataProvider;
  return { provider, spies };
}

/** Holds a record in state and hands the panel a reload that replaces it. */
export function Reloading<T>({ initial, reload, children }: {
  initial: T;
  reload: () => T;
  children: (record: T, onReload: () => void) => ReactElement;
}) {
  const [record, setRecord] = useState(initial);
  return children(record, () => setRecord(reload()));
}

export function renderAi(ui: ReactElement, provider: MarketplaceDataProvider) {
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <MemoryRouter>
        <AdminContext dataProvider={provider} i18nProvider={createI18nProvider()} store={memoryStore()} theme={theme}>
          {ui}
        </AdminContext>
      </MemoryRouter>
    </StrictMode>,
  );
  return { ...view, user };
}

const audit = { createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'admin@example.com', updatedAt: null, updatedBy: null };
const person = (fullName: string) => ({
  fullName,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ')[1] ?? null,
  email: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  birthday: null,
});

export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    title: 'CAD Designer',
    isExternalJob: false,
    embeddings: null,
    relevantCandidates: [],
    skillsRequired: ['Rhino 3D', 'MatrixGold'],
    tags: [],
    ...audit,
    ...overrides,
  } as Job;
}

export function buildSeeker(overrides: Partial<JobSeeker> = {}): JobSeeker {
  return {
    _id: 'seeker-1',
    personalDetails: person('Priya Sharma'),
    jobPreferences: { jobType: null, location: [], noticePeriod: null, preferredRoles: [] },
    resumeUrl: null,
    yearsOfExperience: 4,
    skills: [],
    education: null,
    jobSeekerDescription: null,
    overview: null,
    embedding: { vector: null, updatedAt: null },
    notes: [],
    ...audit,
    ...overrides,
  } as JobSeeker;
}

export function buildCandidate(id: string, name: string, relevancyScore: number, match?: SkillMatch): ExplainedCandidate {
  return {
    _id: id,
    personalDetails: person(name),
    jobPreferences: { jobType: null, location: [], noticePeriod: null, preferredRoles: [] },
    overview: null,
    experience: 3,
    relevancyScore,
    match: match ?? null,
  };
}

export function buildApplication(overrides: {
  resumeUrl?: string | null;
  overview?: string | null;
  seekerVector?: number[] | null;
  jobVector?: number[] | null;
} = {}): JobApplication {
  return {
    _id: 'app-1',
    status: 'pending',
    jobId: 'job-1',
    jobSeekerId: 'seeker-1',
    jobSeeker: {
      _id: 'seeker-1',
      personalDetails: person('Priya Sharma'),
      overview: overrides.overview ?? null,
      resumeUrl: overrides.resumeUrl === undefined ? '/api/s3/buckets/resume/objects/cv.pdf' : overrides.resumeUrl,
      embedding: { vector: overrides.seekerVector ?? null, updatedAt: null },
    },
    job: {
      _id: 'job-1',
      title: 'CAD Designer',
      companyName: 'Aurum',
      companyId: null,
      location: null,
      city: null,
      state: null,
      country: null,
      embeddings: overrides.jobVector ?? null,
      company: null,
    },
    name: 'Priya Sharma',
    designation: 'CAD Designer',
    companyName: 'Aurum',
    location: null,
    history: [],
    notes: [],
    ...audit,
  } as JobApplication;
}
