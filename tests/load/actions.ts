/**
 * The load run's mix of console actions, each one or two GraphQL requests sent as the console
 * sends them (its own documents and input transforms): filtered lists, details, updates that
 * carry the version the editor saw (a CONFLICT is re-read and saved once more), and notes.
 */
import { listDocument, oneDocument, updateDocument } from '../../providers/graphql/documents';
import { withVersion } from '../../providers/graphql/version';
import { jobApplicationsDefinition } from '../../resources/job-applications/definition';
import { jobsDefinition } from '../../resources/jobs/definition';
import { jobseekersDefinition } from '../../resources/jobseekers/definition';
import type { RecordData } from '../../resources/shared/definition';
import { graphql } from './harness';

export type Outcome = 'ok' | 'conflict' | 'refused' | 'server-error';
export type Send = (query: string, variables: Record<string, unknown>) => Promise<{ status: number; data?: Record<string, unknown>; code?: string }>;

export interface Pools {
  jobIds: string[];
  /** Jobs the console can edit. */
  internalJobIds: string[];
  seekerIds: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const TITLES = ['Manager', 'Head Watchmaker', 'Designer', 'Goldsmith', 'Sales', 'zzq'];
const COMPANIES = ['Fine Jewellery', 'Regal', 'Bullion', 'Watches'];
const PLACES = ['Mumbai', 'Bangkok', 'Dubai', 'Antwerp', 'Surat', 'Geneva'];

const list = (doc: string, filters: Array<{ key: string; value: string }>, page = 0) => ({
  query: doc,
  variables: { page, size: 100, sort: { field: 'createdAt', direction: 'DESC' }, filters },
});

function classify(res: Awaited<ReturnType<Send>>): Outcome {
  if (res.status >= 500 || res.code === 'INTERNAL') return 'server-error';
  if (res.code === 'CONFLICT') return 'conflict';
  if (res.code || res.status >= 400) return 'refused';
  return 'ok';
}

async function update(send: Send, def: typeof jobsDefinition | typeof jobseekersDefinition, id: string, change: (r: RecordData) => RecordData): Promise<Outcome> {
  const { operation, idArg } = def.operations.one;
  const spec = def.operations.update;
  const doc = updateDocument(def);
  if (!spec || !doc) throw new Error(`${def.name} has no update`);
  let outcome: Outcome = 'conflict';
  for (let attempt = 0; attempt < 2 && outcome === 'conflict'; attempt++) {
    const read = await send(oneDocument(def), { [idArg]: id });
    if (classify(read) !== 'ok') return classify(read);
    const record = read.data?.[operation] as RecordData;
    const variables = withVersion({ _id: id, ...spec.toVariables(change(record)) }, record);
    outcome = classify(await send(doc, variables));
  }
  return outcome;
}

/** Weighted: mostly reads, as staff use the console. */
export const ACTIONS: Array<{ name: string; weight: number; run(send: Send, pools: Pools): Promise<Outcome> }> = [
  { name: 'jobs list by title', weight: 15, run: async (s) => classify(await s(...args(list(listDocument(jobsDefinition), [{ key: 'title', value: pick(TITLES) }])))) },
  { name: 'jobs list by company', weight: 10, run: async (s) => classify(await s(...args(list(listDocument(jobsDefinition), [{ key: 'companyName', value: pick(COMPANIES) }])))) },
  { name: 'jobs list, a later page', weight: 5, run: async (s) => classify(await s(...args(list(listDocument(jobsDefinition), [], Math.floor(Math.random() * 20)))) ) },
  { name: 'seekers list by location', weight: 15, run: async (s) => classify(await s(...args(list(listDocument(jobseekersDefinition), [{ key: 'location', value: pick(PLACES) }])))) },
  { name: 'applications list', weight: 5, run: async (s) => classify(await s(...args(list(listDocument(jobApplicationsDefinition), [])))) },
  { name: 'job detail', weight: 15, run: async (s, p) => classify(await s(oneDocument(jobsDefinition), { id: pick(p.jobIds) })) },
  { name: 'seeker detail', weight: 10, run: async (s, p) => classify(await s(oneDocument(jobseekersDefinition), { id: pick(p.seekerIds) })) },
  {
    name: 'job update (with version)',
    weight: 10,
    run: (s, p) => update(s, jobsDefinition, pick(p.internalJobIds), (r) => ({ ...r, salary: `${40 + Math.floor(Math.random() * 60)}k` })),
  },
  {
    name: 'seeker update (with version)',
    weight: 5,
    run: (s, p) => update(s, jobseekersDefinition, pick(p.seekerIds), (r) => ({ ...r, yearsOfExperience: Math.floor(Math.random() * 30) })),
  },
  {
    name: 'seeker note',
    weight: 10,
    run: async (s, p) =>
      classify(await s('mutation AddNote($jobSeekerId: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $jobSeekerId, note: $note) { id } }', {
        jobSeekerId: pick(p.seekerIds),
        note: `<p>Load run note ${Date.now()}</p>`,
      })),
  },
];

function args(l: { query: string; variables: Record<string, unknown> }): [string, Record<string, unknown>] {
  return [l.query, l.variables];
}

export function pickAction() {
  const total = ACTIONS.reduce((sum, a) => sum + a.weight, 0);
  let r = Math.random() * total;
  for (const action of ACTIONS) if ((r -= action.weight) < 0) return action;
  return ACTIONS[0];
}

/** The ids the actions pick from: the first 500 jobs, internal jobs and seekers the server lists. */
export async function fetchPools(baseUrl: string, cookie: string): Promise<Pools> {
  const ids = async (op: string, filters: Array<{ key: string; boolValue: boolean }> = []) => {
    const res = await graphql<Record<string, { content: Array<{ _id: string }> }>>(
      baseUrl,
      cookie,
      `query($filters: [FilterInput!]) { ${op}(page: 0, size: 500, filters: $filters) { content { _id } } }`,
      { filters },
    );
    return res.data?.[op].content.map((r) => r._id) ?? [];
  };
  return {
    jobIds: await ids('getAllJobs'),
    // The console offers Edit only on internal jobs (spec §4).
    internalJobIds: await ids('getAllJobs', [{ key: 'isExternalJob', boolValue: false }]),
    seekerIds: await ids('getAllJobSeekers'),
  };
}

/** Sends the actions' GraphQL to one server, signed in. */
export function sendTo(baseUrl: string, cookie: string): Send {
  return async (query, variables) => {
    const res = await graphql<Record<string, unknown>>(baseUrl, cookie, query, variables);
    return { status: res.status, data: res.data, code: res.errors?.[0]?.extensions?.code ?? (res.errors?.length ? 'ERROR' : undefined) };
  };
}
