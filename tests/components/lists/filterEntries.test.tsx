/** The drawer's entries ↔ applied filter values (pure rules of spec §5). */
import { describe, expect, it } from 'vitest';
import { LIST_FILTER_KEYS } from '../../../domain/filters';
import { anyFilterActive, canApply, toFilterEntries, toFilterValues, withoutFilter } from '../../../resources/shared/list/filterEntries';

describe('filter entries', () => {
  it('allows Apply Search only with a non-blank value', () => {
    expect(canApply([])).toBe(false);
    expect(canApply([{ columnName: 'title', searchValue: '  ' }])).toBe(false);
    expect(canApply([{ columnName: 'title', searchValue: ' ' }, { columnName: 'location', searchValue: 'x' }])).toBe(true);
  });

  it('drops blanks and unknown columns, trims text, stores Yes/No as true/false', () => {
    const values = toFilterValues(
      [
        { columnName: 'title', searchValue: '  Gold ' },
        { columnName: 'location', searchValue: '' },
        { columnName: 'isExternalJob', searchValue: 'false' },
        { columnName: 'salary', searchValue: '10k' },
      ],
      LIST_FILTER_KEYS.jobs,
    );
    expect(values).toEqual({ title: 'Gold', isExternalJob: false });
  });

  it('reads applied values back in column order and tells when any is active', () => {
    expect(toFilterEntries({ isExternalJob: true, title: 'Gold', location: '' }, ['companyName', 'title', 'location', 'isExternalJob'])).toEqual([
      { columnName: 'title', searchValue: 'Gold' },
      { columnName: 'isExternalJob', searchValue: 'true' },
    ]);
    expect(anyFilterActive({ title: '' })).toBe(false);
    expect(anyFilterActive({ isExternalJob: false })).toBe(true);
    expect(withoutFilter({ title: 'Gold', location: 'Pune' }, 'title')).toEqual({ location: 'Pune' });
  });
});
