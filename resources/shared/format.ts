/** Cell formatting shared by definitions and lists (pure, no React, no date library). */

/** Non-blank parts joined with ', ' (city, state, country ...), or null when all are blank. */
export function joinParts(...parts: unknown[]): string | null {
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim());
  return kept.length > 0 ? kept.join(', ') : null;
}

export function capitalise(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Reads a nested value such as personalDetails.city from an untyped record. */
export function readPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
