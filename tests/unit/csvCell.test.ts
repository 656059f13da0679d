/** CSV cells as spreadsheet programs read them safely, whichever list separator they are set to. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../server/export/csv';

describe('csvCell', () => {
  it('quotes a cell holding a semicolon, so a spreadsheet set to ; keeps it one cell of text', () => {
    expect(csvCell('Ring;=1+2')).toBe('"Ring;=1+2"');
    expect(csvCell("Ring;=cmd|'/C calc'!A0")).toBe(`"Ring;=cmd|'/C calc'!A0"`);
    expect(csvLine(['Gold;Silver', 'Mumbai'])).toBe('"Gold;Silver",Mumbai\r\n');
  });

  it('keeps the rules it had: formulas neutralised, RFC 4180 quoting, plain text as it is', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd;x')).toBe(`"'@cmd;x"`);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('Bench Jeweller')).toBe('Bench Jeweller');
    expect(csvCell(null)).toBe('');
  });
});
