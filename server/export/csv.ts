/**
 * CSV text as spreadsheet programs read it safely (RFC 4180, OWASP "CSV injection"). Pure.
 */

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it, so accents survive. */
export const BOM = '\uFEFF';

/** Records end with CRLF (RFC 4180). */
export const EOL = '\r\n';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or CR that some programs skip
 * before one) gets a leading single quote, so "=HYPERLINK(...)" typed into a job title stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | null | undefined>): string {
  return values.map(csvCell).join(',') + EOL;
}
