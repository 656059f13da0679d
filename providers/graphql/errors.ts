/**
 * Failures of the marketplace API as react-admin HttpErrors: the server's own message, a status
 * from its error code (UNAUTHENTICATED → 401, so checkError signs the user out), and per-field
 * messages in body.errors where react-admin forms look for server-side validation.
 */
import { HttpError } from 'react-admin';
import type { ErrorCode } from '../../domain/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORBIDDEN: 403,
  INTERNAL: 500,
};

const FALLBACK_MESSAGE = 'Failed to fetch data. Please try again later.';

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown; http?: { status?: unknown } };
}

export interface MarketplaceErrorBody {
  code?: string;
  errors?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** The GraphQL errors carried by an ApolloError, an HttpError wrapping one, or a raw answer. */
function graphQLErrorsOf(error: unknown, depth = 0): GraphQLErrorLike[] {
  if (!isObject(error) || depth > 3) return [];
  if (Array.isArray(error.graphQLErrors) && error.graphQLErrors.length > 0) return error.graphQLErrors as GraphQLErrorLike[];
  if (Array.isArray(error.errors) && error.errors.length > 0) return error.errors as GraphQLErrorLike[];
  const network = error.networkError;
  if (isObject(network) && isObject(network.result)) return graphQLErrorsOf(network.result, depth + 1);
  return graphQLErrorsOf(error.body, depth + 1);
}

function statusOf(error: unknown, depth = 0): number | undefined {
  if (!isObject(error) || depth > 3) return undefined;
  if (isObject(error.networkError) && typeof error.networkError.statusCode === 'number') return error.networkError.statusCode;
  if (typeof error.status === 'number' && error.status >= 400) return error.status;
  return statusOf(error.body, depth + 1);
}

export function toMarketplaceError(error: unknown): HttpError {
  const [first] = graphQLErrorsOf(error);
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
    const httpStatus = first.extensions?.http?.status;
    const status =
      (code && code in STATUS_BY_CODE ? STATUS_BY_CODE[code as ErrorCode] : undefined) ??
      (typeof httpStatus === 'number' ? httpStatus : 500);
    const fields = isObject(first.extensions?.fields) ? (first.extensions.fields as Record<string, string>) : undefined;
    const message = typeof first.message === 'string' && first.message !== '' ? first.message : FALLBACK_MESSAGE;
    const body: MarketplaceErrorBody = { code, ...(fields ? { errors: fields } : {}) };
    return new HttpError(message, status, body);
  }
  const message = isObject(error) && typeof error.message === 'string' && error.message !== '' ? error.message : FALLBACK_MESSAGE;
  return new HttpError(message, statusOf(error) ?? 500, {});
}

/**
 * GraphQL-over-HTTP servers may answer errors with a 4xx status. Apollo would then keep only a
 * generic "status code 401" text, so JSON answers carrying `errors` are handed on as ordinary
 * GraphQL answers, with the HTTP status kept in each error's extensions.
 */
export function readErrorsOnAnyStatus(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.ok) return response;
    let body: unknown;
    try {
      body = JSON.parse(await response.clone().text());
    } catch {
      return response;
    }
    if (!isObject(body) || !Array.isArray(body.errors)) return response;
    const errors = (body.errors as GraphQLErrorLike[]).map((e) => ({
      ...e,
      extensions: { ...e.extensions, http: { status: response.status } },
    }));
    return new Response(JSON.stringify({ ...body, errors }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
