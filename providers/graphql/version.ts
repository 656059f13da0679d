/**
 * Optimistic concurrency, the console's half. react-admin hands every update the record the
 * editor loaded (`previousData`); its version is sent as `expectedUpdatedAt`, so the server can
 * refuse a save made from a copy someone else has changed since (CONFLICT). Views do nothing.
 */

/** The contract's argument name on every update mutation (domain/schema.graphql). */
export const VERSION_ARG = 'expectedUpdatedAt';

/**
 * updatedAt, or createdAt for a record never updated (updatedAt null). A copy without the
 * updatedAt field at all (e.g. a list row shown while the full record loads) says nothing about
 * its version: then none is sent, rather than a wrong one that would refuse a good save.
 */
export function versionOf(previousData: unknown): string | undefined {
  if (typeof previousData !== 'object' || previousData === null) return undefined;
  const record = previousData as Record<string, unknown>;
  if (!('updatedAt' in record)) return undefined;
  const version = record.updatedAt ?? record.createdAt;
  return typeof version === 'string' && version !== '' ? version : undefined;
}

/** The update's variables with the version added when the editor's copy has one. */
export function withVersion(variables: Record<string, unknown>, previousData: unknown): Record<string, unknown> {
  const version = versionOf(previousData);
  return version === undefined ? variables : { ...variables, [VERSION_ARG]: version };
}
