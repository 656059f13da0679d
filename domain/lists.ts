/**
 * Skills, tags, preferred roles and preferred locations (spec §5 "Other rules"): entries are
 * trimmed, blanks dropped and case-insensitive duplicates removed, keeping the first spelling.
 */
export function normalizeList(values: ReadonlyArray<string | null | undefined> | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values ?? []) {
    const value = (raw ?? '').trim();
    if (!value) continue;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** Comma-separated text ("Mumbai, Delhi") as a normalised list. */
export function splitCommaList(text: string | null | undefined): string[] {
  return normalizeList((text ?? '').split(','));
}
