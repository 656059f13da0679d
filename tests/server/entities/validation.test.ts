/** The pure rules of domain/ shared by the console and the server. */
import { describe, expect, it } from 'vitest';
import { normalizeList, splitCommaList } from '../../../domain/lists';
import {
  isDigitsOnly,
  isValidEmail,
  isValidWebsite,
  validateCompanyCreate,
  validateCompanyUpdate,
  validateJobCreate,
  validateJobUpdate,
  validatePersonRequired,
} from '../../../domain/validation';
import { escapeLike } from '../../../server/db/filters';
import { sanitizeNonEmpty, sanitizeRichText } from '../../../server/sanitize';

describe('lists', () => {
  it('trims, drops blanks and case-insensitive duplicates, keeping the first spelling', () => {
    expect(normalizeList([' Gold ', 'gold', '', '  ', 'CAD', null, 'cad', 'Silver'])).toEqual(['Gold', 'CAD', 'Silver']);
    expect(normalizeList(undefined)).toEqual([]);
    expect(splitCommaList(' Mumbai, ,Delhi,mumbai ')).toEqual(['Mumbai', 'Delhi']);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('validators', () => {
  it('email, website and zip rules', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidWebsite('example.com')).toBe(true);
    expect(isValidWebsite('example')).toBe(false);
    expect(isValidWebsite('exa mple.com')).toBe(false);
    expect(isDigitsOnly('560001')).toBe(true);
    expect(isDigitsOnly('56-0001')).toBe(false);
  });

  it('job create: company depends on the external flag', () => {
    const base = { title: 't', category: 'c', industry: 'i', description: '<p>d</p>', city: 'c', state: 's', country: 'c', jobType: 'FULL_TIME' };
    expect(validateJobCreate({ ...base, isExternalJob: false, companyId: 'id' })).toEqual({});
    expect(validateJobCreate({ ...base, isExternalJob: false, companyName: 'typed' })).toEqual({ company: 'Company Name is required' });
    expect(validateJobCreate({ ...base, isExternalJob: true, companyName: 'typed' })).toEqual({});
    expect(validateJobCreate({ ...base, isExternalJob: true, companyId: 'id' })).toEqual({ company: 'Company Name is required' });
    expect(validateJobCreate({ ...base, description: '<p><br></p>', isExternalJob: true, companyName: 'x' })).toEqual({
      description: 'Description is required',
    });
  });

  it('job edit needs category, description, location, title and company name', () => {
    expect(validateJobUpdate({})).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description is required',
      location: 'Location is required',
      company: 'Company Name is required',
    });
    expect(validateJobUpdate({ title: 't', category: 'c', description: 'd', location: 'l', companyName: 'n' })).toEqual({});
  });

  it('company create and edit', () => {
    expect(
      validateCompanyCreate({ companyName: 'A', companyDetails: { email: 'a@b.co', address: 'x', zipCode: '123' }, links: { website: 'a.co' } }),
    ).toEqual({});
    expect(validateCompanyUpdate({ companyName: 'A' })).toEqual({});
    expect(validateCompanyUpdate({ companyName: 'A', companyDetails: { zipCode: 'x1' } })).toEqual({
      'companyDetails.zipCode': 'Valid ZIP code is required',
    });
    // Optional on edit, but a given e-mail or website must still look like one (spec §5's messages).
    expect(validateCompanyUpdate({ companyName: 'A', companyDetails: { email: 'sales at aurum' }, links: { website: 'aurum jewels' } })).toEqual({
      'companyDetails.email': 'Valid email is required',
      'links.website': 'Website must be valid',
    });
    expect(validateCompanyUpdate({ companyName: 'A', companyDetails: { email: '', zipCode: '' }, links: { website: '' } })).toEqual({});
    // A stored logo is a path of ours, not a web address anyone typed: an edit saves with it.
    const withLogo = { companyName: 'A', logoUrl: '/api/s3/buckets/company-logos/objects/aurum.png', companyDetails: { email: 'sales@aurum.test' } };
    expect(validateCompanyUpdate(withLogo)).toEqual({});
  });

  it('person: full name, email and phone', () => {
    expect(validatePersonRequired({ fullName: 'A', email: 'e', phone: '1' })).toEqual({});
    expect(validatePersonRequired({ fullName: 'A' })).toEqual({ email: 'Email is required', phone: 'Phone is required' });
  });
});

describe('server helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('sanitises rich text with the shared safe set', async () => {
    expect(await sanitizeRichText('<u>u</u><em>e</em><ul><li>x</li></ul><iframe src="x"></iframe>', 'description')).toBe('<u>u</u><em>e</em><ul><li>x</li></ul>');
    expect(await sanitizeRichText('<a href="mailto:a@b.co" onmouseover="x()">m</a>', 'description')).toBe('<a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">m</a>');
    expect(await sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>', 'description')).toBe('<a>x</a>');
    expect(await sanitizeNonEmpty('<p>&nbsp;</p>', 'note')).toBeNull();
    expect(await sanitizeNonEmpty(' <b>ok</b> ', 'note')).toBe('<b>ok</b>');
  });
});
