/** Reading data provider failures for the screens (react-admin HttpError with body.code). */

/** A failure whose message (a text or a translation key) is meant for the user, e.g. 'Failed to upload file to S3.'. */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** body.code of an HttpError from the GraphQL provider ('CONFLICT', 'NOT_FOUND', ...). */
export function errorCode(error: unknown): string | undefined {
  if (!isObject(error) || !isObject(error.body)) return undefined;
  return typeof error.body.code === 'string' ? error.body.code : undefined;
}

export function errorMessage(error: unknown): string | undefined {
  return isObject(error) && typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
}

/**
 * The text a failed save shows: the server's own message for a stale save (CONFLICT) or a
 * user-facing step failure, else the screen's §8 failure text.
 */
export function saveFailureText(error: unknown, fallback: string): string {
  if (error instanceof UserFacingError) return error.message;
  if (errorCode(error) === 'CONFLICT') return errorMessage(error) ?? fallback;
  return fallback;
}
