/**
 * The global search's rule of which records hold a query (domain/search.ts), shared by the
 * server's SQL and the offline demo: each typed word starts a word of the record, numbers match
 * in part, and a word that starts no word of the marketplace stands for the closest ones.
 */
import { describe, expect, it } from 'vitest';
import { correctionsAmong, holdsTerms, searchTerms } from '../../domain/search';
import type { Job } from '../../domain/types';
import { searchRecords } from '../../providers/fake/search';

const known = correctionsAmong(['senior', 'gemologist', 'executive', 'assistant', 'merchandise', 'merchandiser', 'priya', 'raman', 'example']);

describe('searchTerms and holdsTerms', () => {
  it('keeps a word that starts a known word, corrects one that starts none, and gives up on one close to nothing', () => {
    expect(searchTerms('Gemol', known)).toEqual([{ starts: ['gemol'] }]);
    expect(searchTerms('Exeutive', known)).toEqual([{ starts: ['executive'] }]);
    expect(searchTerms('zxqvbn', known)).toBeNull();
    expect(searchTerms('HR', known)).toBe('short');
    expect(searchTerms('&& --', known)).toBeNull();
    expect(searchTerms('Priya 98200 & Co', known)).toEqual([{ starts: ['priya'] }, { number: '98200' }]);
  });

  it('needs every term, each at the start of a word (numbers anywhere)', () => {
    const text = 'Priya Raman \u0001 priya.raman@example.test \u0001 +91 98200 11111';
    expect(holdsTerms(text, [{ starts: ['priya'] }, { starts: ['ram'] }])).toBe(true);
    expect(holdsTerms(text, [{ starts: ['priya'] }, { starts: ['aman'] }])).toBe(false);
    expect(holdsTerms(text, [{ number: '8200' }])).toBe(true);
    expect(holdsTerms('Visual Merchandise', [{ starts: ['merchandiser'] }])).toBe(false);
  });
});

describe('the offline demo search', () => {
  const job = (id: string, title: string) => ({ _id: id, title, companyName: 'Aurum Jewels', location: 'Mumbai', jobCode: null, createdAt: '2025-01-01T00:00:00Z' }) as unknown as Job;
  const records = {
    jobs: [job('1', 'Executive Assistant'), job('2', 'Senior Gemologist'), job('3', 'Visual Merchandise Lead'), job('4', 'Merchandiser')],
    jobseekers: [],
    companies: [],
    employers: [],
    'job-applications': [],
    'company-requests': [],
  };
  const ids = (query: string) => searchRecords(records, query)[0]?.hits.map((h) => h.id) ?? [];

  it('finds what the server finds: typos corrected, words typed in part, no close-but-different word', () => {
    expect(ids('Exeutive')).toEqual(['1']);
    expect(ids('gemol')).toEqual(['2']);
    expect(ids('Merchandiser')).toEqual(['4']);
    expect(ids('Merchandise').sort()).toEqual(['3', '4']);
    expect(ids('olog')).toEqual([]);
  });
});
