/** Rows → PostgreSQL CSV for COPY ... FROM (FORMAT csv): NULL is an empty unquoted field. */
export type CsvValue = string | number | boolean | null | undefined | Date | readonly string[];

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** A text[] literal: {"a","b"} with backslash-escaped quotes and backslashes. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((i) => `"${i.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  return quote(value as string);
}

export function csvOf(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  let out = '';
  for (const row of rows) {
    out += columns.map((c) => csvField(row[c] as CsvValue)).join(',');
    out += '\n';
  }
  return out;
}
