/**
 * Bulk actions on lists (issue 14): the rules the console and the server share, so the console
 * offers exactly what the server accepts.
 */
import type { ListName } from './filters';

/** One bulk action changes at most this many records: a larger selection is narrowed first. */
export const MAX_BULK_RECORDS = 1000;

/** Lists whose records are deleted one by one today (each has its single delete): bulk delete is offered there only. */
export const BULK_DELETE_LISTS = ['jobs', 'jobseekers', 'companies', 'employers', 'job-applications'] as const satisfies readonly ListName[];
export type BulkDeleteList = (typeof BULK_DELETE_LISTS)[number];

export function isBulkDeleteList(list: string): list is BulkDeleteList {
  return (BULK_DELETE_LISTS as readonly string[]).includes(list);
}

/** The readable refusals, word for word on both sides. */
export const bulkMessages = {
  tooMany: (count: number) =>
    `A bulk action changes at most ${MAX_BULK_RECORDS.toLocaleString('en-US')} records; ${count.toLocaleString('en-US')} are selected. Narrow the filters and try again.`,
  countMismatch: (expected: number, actual: number) =>
    `You confirmed ${expected.toLocaleString('en-US')} record${expected === 1 ? '' : 's'}, but ${actual.toLocaleString('en-US')} ${actual === 1 ? 'matches' : 'match'} now. Nothing was changed; check the selection and try again.`,
  target: 'Choose the records either by their ids or by the list filters, not both.',
  nothing: 'No records are selected.',
} as const;
