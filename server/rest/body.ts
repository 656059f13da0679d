/** Small readers for JSON bodies: REST input is validated here, before any service runs. */
import { badInput } from '../errors';

export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badInput('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A string field, or undefined when absent; anything else is refused. */
export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badInput(`${key} must be text.`, { [key]: `${key} must be text.` });
  return value;
}
