/**
 * The GraphQL data provider proper: ra-data-graphql over Apollo. Every request is built by the
 * request builder (./request.ts) from the resource declarations the console hands over
 * (documents validated against the contract in the tests), so ra-data-graphql is given no
 * introspection at all: no introspection request, and no schema to ship, deep-copy and index
 * before the first list query (it was computed and never read).
 * Loaded on the first data call, so the sign-in page never downloads the GraphQL stack.
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { parse } from 'graphql';
import buildGraphQLProvider from 'ra-data-graphql';
import type { BuildQueryResult } from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
import { updateDocument } from './documents';
import { CUSTOM_DOCUMENTS } from './customDocuments';
import { readErrorsOnAnyStatus, toMarketplaceError } from './errors';
import { createRequestBuilder, type RaMethod, type RequestBuilder } from './request';
import type { DataResources } from './resources';
import { exportCsv } from './exportCsv';
import { toFilters } from './variables';
import { createRestClient } from './rest';
import type { BulkTarget, MarketplaceDataProvider } from '../types';
import type { ListName } from '../../domain/filters';
import type { CompanyRequest } from '../../domain/types';

export interface EngineOptions {
  resources: DataResources;
  fetch: typeof fetch;
  uri: string;
}

const parsed = new Map<string, DocumentNode>();
function documentOf(text: string): DocumentNode {
  let doc = parsed.get(text);
  if (!doc) {
    doc = parse(text);
    parsed.set(text, doc);
  }
  return doc;
}

const buildQuery = (buildRequest: RequestBuilder) => () => (method: string, resource: string, params: Record<string, unknown>): BuildQueryResult => {
  const request = buildRequest(method as RaMethod, resource, params);
  return {
    query: documentOf(request.query),
    variables: request.variables,
    parseResponse: (response) => request.parse(response.data as Record<string, unknown>),
  };
};

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toMarketplaceError(error);
  }
}

export function createEngine({ resources, fetch: fetchImpl, uri }: EngineOptions): MarketplaceDataProvider {
  const client = new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin', fetch: readErrorsOnAnyStatus(fetchImpl) }),
    cache: new InMemoryCache(),
  });
  const base = buildGraphQLProvider({
    client,
    introspection: false,
    buildQuery: buildQuery(createRequestBuilder(resources)),
    // Every screen refetches what it shows; a normalised cache would only cost time and memory.
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  });

  const query = <T>(text: string, variables: Record<string, unknown>, field: string) =>
    guarded(async () => {
      const { data } = await client.query<Record<string, T>>({ query: documentOf(text), variables, fetchPolicy: 'no-cache' });
      return data[field];
    });
  const mutate = <T>(text: string, variables: Record<string, unknown>, field: string) =>
    guarded(async () => {
      const { data } = await client.mutate<Record<string, T>>({ mutation: documentOf(text), variables, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('The server answered no data.');
      return data[field];
    });

  const apiBase = uri.replace(/\/graphql\/?$/, '');
  const rest = createRestClient(fetchImpl, apiBase);
  const crud: DataProvider = {
    getList: (resource, params) => guarded(() => base.getList(resource, params)),
    getOne: (resource, params) => guarded(() => base.getOne(resource, params)),
    getMany: (resource, params) =>
      params.ids.length === 0 ? Promise.resolve({ data: [] }) : guarded(() => base.getMany(resource, params)),
    getManyReference: (resource, params) => guarded(() => base.getManyReference(resource, params)),
    create: (resource, params) => guarded(() => base.create(resource, params)),
    update: (resource, params) => guarded(() => base.update(resource, params)),
    updateMany: (resource, params) => guarded(() => base.updateMany(resource, params)),
    delete: (resource, params) => guarded(() => base.delete(resource, params)),
    deleteMany: (resource, params) =>
      params.ids.length === 0 ? Promise.resolve({ data: [] }) : guarded(() => base.deleteMany(resource, params)),
  };

  const requestUpdate = updateDocument(resources['company-requests']);
  if (!requestUpdate) throw new Error('The company-requests definition has no update operation.');
  return {
    ...crud,
    getRelevantCandidates: (jobId, page, size) =>
      query(CUSTOM_DOCUMENTS.getRelevantCandidates, { jobId, page, size }, 'getRelevantCandidates'),
    getRelevancyScore: (jobId, jobSeekerId) =>
      query(CUSTOM_DOCUMENTS.getRelevancyScore, { jobId, jobSeekerId }, 'getRelevancyScore'),
    explainMatch: (jobId, jobSeekerId) => query(CUSTOM_DOCUMENTS.explainMatch, { jobId, jobSeekerId }, 'explainMatch'),
    createJobEmbedding: (id) => mutate(CUSTOM_DOCUMENTS.createJobEmbedding, { id }, 'createJobEmbedding'),
    createJobSeekerOverview: (jobSeekerId) =>
      mutate(CUSTOM_DOCUMENTS.createJobSeekerOverview, { jobSeekerId }, 'createJobSeekerOverview'),
    createJobSeekerEmbedding: (id) => mutate(CUSTOM_DOCUMENTS.createJobSeekerEmbedding, { id }, 'createJobSeekerEmbedding'),
    addJobSeekerNote: (jobSeekerId, note) => mutate(CUSTOM_DOCUMENTS.addJobSeekerNote, { jobSeekerId, note }, 'addJobSeekerNote'),
    deleteJobSeekerNote: (jobSeekerId, noteId) =>
      mutate(CUSTOM_DOCUMENTS.deleteJobSeekerNote, { jobSeekerId, noteId }, 'deleteJobSeekerNote'),
    updateCompanyRequestStatus: (id, status) =>
      mutate<CompanyRequest>(requestUpdate, { _id: id, status }, 'updateCompanyRequest'),
    getJobApplicants: (jobId, page, rowsPerPage) => guarded(() => rest.getJobApplicants(jobId, page, rowsPerPage)),
    uploadFile: (bucket, file, fileName) => guarded(() => rest.uploadFile(bucket, file, fileName)),
    deleteFile: (url) => guarded(() => rest.deleteFile(url)),
    exportList: (resource, filter, onProgress) => guarded(() => exportCsv(fetchImpl, apiBase, resource, filter, onProgress)),
    globalSearch: (q, size) => query(CUSTOM_DOCUMENTS.globalSearch, { query: q, size }, 'globalSearch'),
    savedViews: (list) => query(CUSTOM_DOCUMENTS.savedViews, { list }, 'savedViews'),
    createSavedView: (input) => mutate(CUSTOM_DOCUMENTS.createSavedView, { input }, 'createSavedView'),
    updateSavedView: (id, change) => mutate(CUSTOM_DOCUMENTS.updateSavedView, { id, ...change }, 'updateSavedView'),
    deleteSavedView: (id) => mutate(CUSTOM_DOCUMENTS.deleteSavedView, { id }, 'deleteSavedView'),
    setDefaultSavedView: (list, id) => mutate(CUSTOM_DOCUMENTS.setDefaultSavedView, { list, id }, 'setDefaultSavedView'),
    bulkDelete: (list, target, expectedCount) =>
      mutate(CUSTOM_DOCUMENTS.bulkDelete, { list, expectedCount, ...bulkTarget(list, target) }, 'deleteRecords'),
    bulkUpdateCompanyRequests: (status, target, expectedCount) =>
      mutate(CUSTOM_DOCUMENTS.bulkUpdateCompanyRequests, { status, expectedCount, ...bulkTarget('company-requests', target) }, 'bulkUpdateCompanyRequests'),
  };
}

/** Ticked ids go as ids; "all matching" goes as the list's filters, for the server to resolve. */
function bulkTarget(list: ListName, target: BulkTarget) {
  return 'ids' in target ? { ids: target.ids } : { filters: toFilters(list, target.filter) };
}
