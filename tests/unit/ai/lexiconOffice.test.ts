import { describe, expect, it } from 'vitest';
import { conceptIdsOf } from '../../../server/ai/local/localEmbedder';

// The eleventh round's office words (design, marketing and office batch): each reads as its function.
describe('lexicon: a jewellery brand office functions', () => {
  it('reads a company secretary and its filings as the corporate finance function', () => {
    expect(conceptIdsOf('Company Secretary, ROC filings and board meetings').has('accounts')).toBe(true);
    expect(conceptIdsOf('Associate member ICSI, secretarial audit').has('accounts')).toBe(true);
  });
  it('does not read a bare MCA (a computer applications degree) as a filing', () => {
    expect(conceptIdsOf('MCA graduate').has('accounts')).toBe(false);
  });
  it('reads MIS and data analysis tools and IT support as the back office', () => {
    expect(conceptIdsOf('Power BI dashboards').has('admin')).toBe(true);
    expect(conceptIdsOf('IT support executive, hardware and networking').has('admin')).toBe(true);
  });
  it('reads retouching words as photography and press words as brand and PR', () => {
    expect(conceptIdsOf('clipping path and colour correction').has('photography')).toBe(true);
    expect(conceptIdsOf('press releases and media relations').has('brand_manager')).toBe(true);
  });
});
