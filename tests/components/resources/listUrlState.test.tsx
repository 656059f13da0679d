/** The spec's list URL state: 0-based page (non-negative integer, else 0) and filter_<column> for known columns. */
import { describe, expect, it } from 'vitest';
import { LIST_FILTER_KEYS } from '../../../domain/filters';
import { readListUrlState, readPageParam, writeListUrlState } from '../../../resources/shared/listUrlState';

describe('page parameter', () => {
  it.each([
    [null, 0],
    ['0', 0],
    ['7', 7],
    ['-1', 0],
    ['1.5', 0],
    ['abc', 0],
    ['', 0],
    ['99999999999999999999', 0],
  ])('%s reads as %i', (value, page) => {
    expect(readPageParam(value)).toBe(page);
  });
});

describe('filters in the URL', () => {
  it('restores known columns only, booleans as true/false, blanks dropped', () => {
    const state = readListUrlState('?page=3&filter_title=Gold%20Smith&filter_isExternalJob=true&filter_salary=10k&filter_location=%20', LIST_FILTER_KEYS.jobs);
    expect(state).toEqual({ page: 3, filter: { title: 'Gold Smith', isExternalJob: true } });
  });

  it('writes page and filters, keeps unrelated parameters, leaves page 0 implicit', () => {
    expect(writeListUrlState('?demo=1&page=4&filter_title=x', { page: 0, filter: { companyName: 'Aurum', isExternalJob: false } })).toBe(
      '?demo=1&filter_companyName=Aurum&filter_isExternalJob=false',
    );
    expect(writeListUrlState('', { page: 2, filter: {} })).toBe('?page=2');
    expect(writeListUrlState('?page=2', { page: 0, filter: {} })).toBe('');
  });

  it('round-trips', () => {
    const state = { page: 5, filter: { 'personalDetails.email': 'ruby@', skills: 'CAD' } };
    expect(readListUrlState(writeListUrlState('', state), LIST_FILTER_KEYS.jobseekers)).toEqual(state);
  });
});
