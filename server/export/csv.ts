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

/**
 * What makes a cell quoted: the comma, quote and line breaks of RFC 4180, and the semicolon that
 * spreadsheets set to a European list separator split on: unquoted, 'Ring;=1+2' would become two
 * cells, the second a formula the leading quote above never saw.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | null | undefined>): string {
  return values.map(csvCell).join(',') + EOL;
}
