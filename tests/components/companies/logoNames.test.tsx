/** Logo object names: company name + timestamp + original name, safe for any store; shown by their original name. */
import { describe, expect, it } from 'vitest';
import { logoDisplayName, logoObjectName } from '../../../resources/companies/logo';

describe('logo object names', () => {
  it('joins the three parts with underscores, keeping only safe characters', () => {
    expect(logoObjectName('Maison Éclat', 1732260000000, 'my logo.PNG')).toBe('Maison-Eclat_1732260000000_my-logo.PNG');
    expect(logoObjectName('../../etc/passwd', 1, '../x.png')).toBe('etc-passwd_1_x.png');
    expect(logoObjectName('  ', 5, '%%%.png')).toBe('company_5_png');
  });

  it('shows a stored logo by its original name', () => {
    expect(logoDisplayName('/api/s3/buckets/company-logo/objects/Maison-Eclat_1732260000000_my-logo.png')).toBe('my-logo.png');
    expect(logoDisplayName('https://cdn.example.com/brand.png')).toBe('brand.png');
  });
});
