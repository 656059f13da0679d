/**
 * A request sent before the data provider's GraphQL engine (Apollo, graphql) is in: start-up
 * (src/boot) sends the first page of the list the address opens over plain fetch, so it travels
 * while the console's chunks download. The request is the request builder's (./request.ts), the
 * same one the data provider would make, and the answer is kept raw: the data provider hands it
 * to the list call that builds exactly this request, and reads it with that request's own
 * `parse`. One builder and one reader, so the two ways cannot disagree about a resource's
 * selection or filters.
 */
import type { GraphQLRequest } from './request';

/** How long an early answer may wait for its list call. */
export const EARLY_ANSWER_FRESH_MS = 10_000;

export type GraphQLData = Record<string, unknown>;

export interface EarlyAnswer {
  /** What was sent, as the request builder made it. */
  readonly query: string;
  readonly variables: Record<string, unknown>;
  /** The answer's data, unread. Rejects on an HTTP error or a GraphQL error. */
  readonly data: Promise<GraphQLData>;
  readonly sentAt: number;
}

export interface EarlySendOptions {
  uri?: string;
  now?: () => number;
}

/** Sends `request` now, the way the data provider's engine would (POST, same-origin cookie). */
export function sendEarly(fetchImpl: typeof fetch, request: GraphQLRequest, options: EarlySendOptions = {}): EarlyAnswer {
  const { query, variables } = request;
  const data = (async () => {
    const response = await fetchImpl(options.uri ?? '/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    if (!response.ok) throw new Error(`The early request was answered with HTTP ${response.status}.`);
    const body = (await response.json()) as { data?: GraphQLData | null; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error('The early request was answered with errors.');
    return body.data;
  })();
  // Nobody may ever ask for it (a signed-out visit): a failure must not be reported as unhandled.
  data.catch(() => undefined);
  return { query, variables, data, sentAt: (options.now ?? Date.now)() };
}

/**
 * Exactly the same request: the same document and the same variables. Both sides build with the
 * one request builder, which writes variables in a fixed order, so their JSON is the same text.
 */
export const isSameRequest = (early: EarlyAnswer, request: GraphQLRequest): boolean =>
  early.query === request.query && JSON.stringify(early.variables) === JSON.stringify(request.variables);
