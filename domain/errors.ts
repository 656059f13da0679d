/** The `extensions.code` values of GraphQL errors, and the REST error body. */
export const ERROR_CODES = ['UNAUTHENTICATED', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of a REST error answer: a message a person can read, and per-field messages when relevant. */
export interface RestErrorBody {
  error: string;
  code: ErrorCode | 'RATE_LIMITED';
  fields?: Record<string, string>;
}
