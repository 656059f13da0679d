/**
 * Errors a person can act on. Services throw these; the GraphQL layer turns them into
 * `errors[].extensions.code` and the REST layer into status codes. Anything else is INTERNAL
 * and its details never leave the server.
 */
import type { ErrorCode } from '../domain/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', message);

/** `fields` maps input field names to the spec's messages, e.g. { title: 'Title is required' }. */
export const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', message, fields);

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);

export const conflict = (message: string) => new AppError('CONFLICT', message);

export const forbidden = (message: string) => new AppError('FORBIDDEN', message);

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORBIDDEN: 403,
  INTERNAL: 500,
};
