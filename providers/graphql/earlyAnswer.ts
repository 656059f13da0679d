/**
 * One list page over plain fetch, without the GraphQL engine (Apollo, graphql): the same document,
 * variables and reading as the data provider's getList (buildRequest), so start-up can ask for
 * the first page before the engine's chunk is in. Any failure rejects; the caller then asks the
 * data provider, which reports errors the usual way.
 */
import type { GetListParams, GetListResult } from 'react-admin';
import { buildRequest } from './request';

export async function fetchListPage(
  fetchImpl: typeof fetch,
  resource: string,
  params: GetListParams,
  uri = '/api/graphql',
): Promise<GetListResult> {
  const { pagination, sort, filter, meta } = params;
  const request = buildRequest('GET_LIST', resource, { pagination, sort, filter, meta });
  const response = await fetchImpl(uri, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: request.query, variables: request.variables }),
  });
  if (!response.ok) throw new Error(`The list page was answered with HTTP ${response.status}.`);
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error('The list page was answered with errors.');
  return request.parse(body.data) as GetListResult;
}
