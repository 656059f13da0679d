/**
 * createGraphQLDataProvider: the console's data provider over POST /api/graphql. It answers at
 * once; the GraphQL stack (Apollo, graphql, the static introspection) is fetched on the first
 * data call, which keeps it out of the sign-in page's JavaScript.
 */
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import type { MarketplaceDataProvider, MarketplaceMethods } from '../types';
import { EARLY_ANSWER_FRESH_MS, type EarlyAnswer, isSameRequest } from './earlyAnswer';
import { createRequestBuilder } from './request';
import type { DataResources } from './resources';

export interface GraphQLDataProviderOptions {
  /** The console's resource declarations: what each resource's requests select and call. */
  resources: DataResources;
  fetch?: typeof fetch;
  /** Default '/api/graphql'; the REST calls use the same root ('/api'). */
  uri?: string;
  /** A list page already asked for at start-up (src/boot): the first list call that builds
   * exactly its request gets its answer, once, while fresh. */
  early?: EarlyAnswer;
  /** For tests: the clock the early answer's freshness is read on. */
  now?: () => number;
}

/**
 * Well after the list's rows are in: a second later, in an idle moment. (An idle moment alone can
 * come between react-admin's start-up passes, before the rows.) The list's saved views usually
 * ask for the engine sooner, right after the first page is shown.
 */
function later(callback: () => void): void {
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 1000 }) : callback()), 1000);
}

export async function createGraphQLDataProvider(options: GraphQLDataProviderOptions): Promise<MarketplaceDataProvider> {
  const engineOptions = {
    resources: options.resources,
    // Bound late so a test or a polyfill that replaces globalThis.fetch afterwards is honoured.
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    uri: options.uri ?? '/api/graphql',
  };
  let engine: Promise<MarketplaceDataProvider> | undefined;
  const load = () => {
    engine ??= import('./engine').then(
      (m) => m.createEngine(engineOptions),
      (error: unknown) => {
        // A chunk that failed to load (network blip, new deployment) is fetched again next call.
        engine = undefined;
        throw error;
      },
    );
    return engine;
  };

  const preload = () => void load().catch(() => undefined);
  // Off the sign-in page (a reload on /jobs, a deep link) the first data call is moments away:
  // fetch the stack now, beside the session check, rather than after it. /login stays lean. With
  // the list's first page already asked for (options.early), the list needs no engine: it is
  // loaded once that page is handed over (below), so evaluating Apollo and graphql does not hold
  // up the first rows; any other call loads it at once.
  if (typeof window !== 'undefined' && !options.early && !/^\/(login|signup)(\/|$)/.test(window.location.pathname)) preload();

  const getList: DataProvider['getList'] = (resource, params) => load().then((p) => p.getList(resource, params));
  const buildRequest = createRequestBuilder(options.resources);
  const now = options.now ?? Date.now;
  let early = options.early;
  /** The early answer, when this call builds exactly its request; taken once, fresh only. */
  const takeEarly = (resource: string, params: GetListParams) => {
    if (!early) return undefined;
    let request;
    try {
      request = buildRequest('GET_LIST', resource, params);
    } catch {
      return undefined; // an unknown resource: the engine reports it
    }
    if (!isSameRequest(early, request)) return undefined;
    const mine = early;
    early = undefined;
    return now() - mine.sentAt <= EARLY_ANSWER_FRESH_MS ? { data: mine.data, request } : undefined;
  };

  const crud: DataProvider = {
    getList: (resource, params) => {
      const mine = takeEarly(resource, params);
      if (!mine) return getList(resource, params);
      // A failed early request is not the list's answer: the engine asks again and reports
      // errors the usual way.
      const answer = mine.data.then((data) => mine.request.parse(data) as GetListResult).catch(() => getList(resource, params));
      void answer.finally(() => later(preload));
      return answer;
    },
    getOne: (resource, params) => load().then((p) => p.getOne(resource, params)),
    getMany: (resource, params) => load().then((p) => p.getMany(resource, params)),
    getManyReference: (resource, params) => load().then((p) => p.getManyReference(resource, params)),
    create: (resource, params) => load().then((p) => p.create(resource, params)),
    update: (resource, params) => load().then((p) => p.update(resource, params)),
    updateMany: (resource, params) => load().then((p) => p.updateMany(resource, params)),
    delete: (resource, params) => load().then((p) => p.delete(resource, params)),
    deleteMany: (resource, params) => load().then((p) => p.deleteMany(resource, params)),
  };
  const custom: MarketplaceMethods = {
    getRelevantCandidates: (...args) => load().then((p) => p.getRelevantCandidates(...args)),
    getRelevancyScore: (...args) => load().then((p) => p.getRelevancyScore(...args)),
    explainMatch: (...args) => load().then((p) => p.explainMatch(...args)),
    createJobEmbedding: (...args) => load().then((p) => p.createJobEmbedding(...args)),
    createJobSeekerOverview: (...args) => load().then((p) => p.createJobSeekerOverview(...args)),
    createJobSeekerEmbedding: (...args) => load().then((p) => p.createJobSeekerEmbedding(...args)),
    addJobSeekerNote: (...args) => load().then((p) => p.addJobSeekerNote(...args)),
    deleteJobSeekerNote: (...args) => load().then((p) => p.deleteJobSeekerNote(...args)),
    updateCompanyRequestStatus: (...args) => load().then((p) => p.updateCompanyRequestStatus(...args)),
    getJobApplicants: (...args) => load().then((p) => p.getJobApplicants(...args)),
    uploadFile: (...args) => load().then((p) => p.uploadFile(...args)),
    deleteFile: (...args) => load().then((p) => p.deleteFile(...args)),
    exportList: (...args) => load().then((p) => p.exportList(...args)),
    globalSearch: (...args) => load().then((p) => p.globalSearch(...args)),
    savedViews: (...args) => load().then((p) => p.savedViews(...args)),
    createSavedView: (...args) => load().then((p) => p.createSavedView(...args)),
    updateSavedView: (...args) => load().then((p) => p.updateSavedView(...args)),
    deleteSavedView: (...args) => load().then((p) => p.deleteSavedView(...args)),
    setDefaultSavedView: (...args) => load().then((p) => p.setDefaultSavedView(...args)),
    bulkDelete: (...args) => load().then((p) => p.bulkDelete(...args)),
    bulkUpdateCompanyRequests: (...args) => load().then((p) => p.bulkUpdateCompanyRequests(...args)),
  };
  return { ...crud, ...custom };
}
