/**
 * The list page start-up asks for early (src/boot) reaches the list through the data provider:
 * built by the same request builder, handed to the list call that builds exactly the same
 * request, once, while fresh, and read by that request's own reader.
 */
import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createGraphQLDataProvider } from '../../../providers/graphql';
import { EARLY_ANSWER_FRESH_MS, sendEarly } from '../../../providers/graphql/earlyAnswer';
import { createRequestBuilder } from '../../../providers/graphql/request';
import { RESOURCE_DEFINITIONS } from '../../../resources/shared/registry';
import { createFakeFetch } from './fakeFetch';
import type { Answer } from './fakeFetch';

const params: GetListParams = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} };
const buildRequest = createRequestBuilder(RESOURCE_DEFINITIONS);
const jobsPage = (title: string): Answer => ({
  body: { data: { getAllJobs: { content: [{ _id: `id-${title}`, title }], totalElements: 1, totalPages: 1 } } },
});

/** An early answer for `request` (the first page of jobs by default), sent at time 0. */
function early(answer: Answer, request = buildRequest('GET_LIST', 'jobs', params)) {
  const server = createFakeFetch(() => answer);
  return sendEarly(server.fetch, request, { now: () => 0 });
}

async function setup(options: { early?: ReturnType<typeof early>; now?: number } = {}) {
  // The server answers each operation: a record for getJobById, one row titled 'Asked again' for a list.
  const server = createFakeFetch((request) => {
    const operation = /\{\s*(\w+)\s*\(/.exec(request.query ?? '')?.[1] ?? 'none';
    if (operation === 'getJobById') return { body: { data: { getJobById: { _id: 'j1' } } } };
    return { body: { data: { [operation]: { content: [{ _id: 'id-again', title: 'Asked again' }], totalElements: 1, totalPages: 1 } } } };
  });
  const provider = await createGraphQLDataProvider({
    resources: RESOURCE_DEFINITIONS,
    fetch: server.fetch,
    early: options.early,
    now: () => options.now ?? 0,
  });
  return { provider, sent: server.sent };
}

describe('the early list page', () => {
  it('is sent as the data provider would send it', async () => {
    const server = createFakeFetch(() => jobsPage('Early'));
    const request = buildRequest('GET_LIST', 'jobs', { ...params, filter: { title: 'Gold' } });
    const answer = sendEarly(server.fetch, request);
    expect(server.sent.map((r) => [r.method, r.url, r.credentials])).toEqual([['POST', '/api/graphql', 'same-origin']]);
    expect(server.sent[0].query).toBe(request.query);
    expect(server.sent[0].variables).toEqual(request.variables);
    await expect(answer.data).resolves.toEqual({ getAllJobs: { content: [{ _id: 'id-Early', title: 'Early' }], totalElements: 1, totalPages: 1 } });
  });

  it('is handed to the same list call, once, read like any list answer', async () => {
    const { provider, sent } = await setup({ early: early(jobsPage('Early')) });
    await expect(provider.getList('jobs', { ...params, filter: {}, meta: undefined })).resolves.toEqual({
      data: [{ _id: 'id-Early', id: 'id-Early', title: 'Early' }],
      total: 1,
    });
    expect(sent).toHaveLength(0);
    const again = await provider.getList('jobs', params);
    expect(again.data.map((r) => r.title)).toEqual(['Asked again']);
    expect(sent).toHaveLength(1);
  });

  it('is matched on the request built, not on how the call was written', async () => {
    // A filter key the contract does not know is dropped by the builder: the same request.
    const { provider, sent } = await setup({ early: early(jobsPage('Early')) });
    const result = await provider.getList('jobs', { ...params, filter: { bogus: 'x' }, meta: { from: 'list' } });
    expect(result.data.map((r) => r.title)).toEqual(['Early']);
    expect(sent).toHaveLength(0);
  });

  it('is not handed to another page, filter or resource', async () => {
    const { provider, sent } = await setup({ early: early(jobsPage('Early')) });
    await provider.getList('jobs', { ...params, pagination: { page: 2, perPage: 100 } });
    await provider.getList('jobs', { ...params, filter: { title: 'x' } });
    await provider.getList('companies', params);
    expect(sent).toHaveLength(3);
  });

  it('is not the answer when it failed or is stale: the list asks again', async () => {
    const failed = await setup({ early: early({ status: 401, body: { errors: [{ message: 'Not signed in' }] } }) });
    const result = await failed.provider.getList('jobs', params);
    expect(result.data.map((r) => r.title)).toEqual(['Asked again']);
    expect(failed.sent).toHaveLength(1);

    const stale = await setup({ early: early(jobsPage('Early')), now: EARLY_ANSWER_FRESH_MS + 1 });
    const late = await stale.provider.getList('jobs', params);
    expect(late.data.map((r) => r.title)).toEqual(['Asked again']);
    expect(stale.sent).toHaveLength(1);
  });

  it('leaves the other methods alone, and is still there for the list after them', async () => {
    const { provider, sent } = await setup({ early: early(jobsPage('Early')) });
    await provider.getOne('jobs', { id: 'j1' });
    expect(sent.map((r) => r.operationName)).toEqual(['GetJobById']);
    const result = await provider.getList('jobs', params);
    expect(result.data.map((r) => r.title)).toEqual(['Early']);
    expect(sent).toHaveLength(1);
  });
});
