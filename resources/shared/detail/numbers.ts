/** Spec §5 "Other rules": number inputs convert an empty value to empty, otherwise to a number. */
export function toNumberOrEmpty(raw: unknown): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
