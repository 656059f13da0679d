/**
 * Bulk actions (issue 14): delete records of a list, approve or reject company requests. The
 * records are either ids the console selected or every record the list's filters match (resolved
 * here, with the list's own filter rules, when the action runs). The person confirmed a count:
 * when the target no longer has that many records nothing changes. Each record then goes through
 * the same service call as its single action, in its own transaction, so one refusal (already
 * approved, not found) is reported and the others still happen.
 */
import { bulkMessages, type BulkDeleteList, isBulkDeleteList, MAX_BULK_RECORDS } from '../../domain/bulk';
import type { CompanyRequestStatus } from '../../domain/enums';
import { isListName } from '../../domain/filters';
import type { FilterInput } from '../../domain/types';
import type { Db } from '../db/client';
import { matchingIdBatches } from '../db/exportQuery';
import type { ListName } from '../db/filters';
import { listIds } from '../db/listQuery';
import { AppError, badInput } from '../errors';
import type { Actor, ServiceDeps } from './deps';
import { parseFilters } from './listArgs';

export interface BulkTarget {
  ids?: readonly string[] | null;
  filters?: readonly FilterInput[] | null;
  expectedCount: number;
}

export interface BulkResult {
  succeeded: string[];
  failed: Array<{ id: string; message: string }>;
}

/** The single actions a bulk action repeats (the services' own, with their rules). */
export interface BulkActions {
  remove: Record<BulkDeleteList, (id: string) => Promise<string>>;
  setRequestStatus: (id: string, status: CompanyRequestStatus, actor: Actor) => Promise<unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND: Record<ListName, string> = {
  jobs: 'Job was not found.',
  jobseekers: 'Job seeker was not found.',
  companies: 'Company was not found.',
  employers: 'Employer was not found.',
  'job-applications': 'Job application was not found.',
  'company-requests': 'Company request was not found.',
};

/** The ids the action will change, checked against the confirmed count before anything is written. */
async function resolveTarget(db: Db, list: ListName, target: BulkTarget): Promise<string[]> {
  const hasIds = target.ids !== undefined && target.ids !== null;
  const hasFilters = target.filters !== undefined && target.filters !== null;
  if (hasIds === hasFilters) throw badInput(bulkMessages.target, { ids: bulkMessages.target });
  if (!Number.isInteger(target.expectedCount) || target.expectedCount < 1) {
    throw badInput(bulkMessages.nothing, { expectedCount: bulkMessages.nothing });
  }
  if (hasIds) {
    const ids = [...new Set(target.ids)];
    if (ids.length === 0) throw badInput(bulkMessages.nothing, { ids: bulkMessages.nothing });
    if (ids.length > MAX_BULK_RECORDS) throw badInput(bulkMessages.tooMany(ids.length), { ids: 'Too many records' });
    if (ids.length !== target.expectedCount) {
      throw badInput(bulkMessages.countMismatch(target.expectedCount, ids.length), { expectedCount: 'Does not match the selection' });
    }
    return ids;
  }
  const filters = parseFilters(list, target.filters ?? []);
  const { total } = await listIds(db, list, { page: 0, size: 1, sort: { column: 'created_at', direction: 'DESC' }, filters });
  if (total > MAX_BULK_RECORDS) throw badInput(bulkMessages.tooMany(total), { filters: 'Too many records' });
  const ids: string[] = [];
  for await (const batch of matchingIdBatches(db, list, filters, MAX_BULK_RECORDS + 1)) {
    ids.push(...batch);
    if (ids.length > MAX_BULK_RECORDS) break;
  }
  // Counted again from the ids themselves: a record added between the count and the read counts too.
  if (ids.length > MAX_BULK_RECORDS) throw badInput(bulkMessages.tooMany(ids.length), { filters: 'Too many records' });
  if (ids.length !== target.expectedCount) {
    throw badInput(bulkMessages.countMismatch(target.expectedCount, ids.length), { expectedCount: 'Does not match the selection' });
  }
  return ids;
}

/** Runs the single action on each record in turn; a refusal a person can act on is kept as its reason. */
async function eachRecord(list: ListName, ids: readonly string[], act: (id: string) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  for (const id of ids) {
    if (!UUID.test(id)) {
      result.failed.push({ id, message: NOT_FOUND[list] });
      continue;
    }
    try {
      await act(id);
      result.succeeded.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return result;
}

export function createBulkService({ db }: ServiceDeps, actions: BulkActions) {
  return {
    async remove(list: string, target: BulkTarget): Promise<BulkResult> {
      if (!isBulkDeleteList(list)) {
        const why = isListName(list) ? `Records of the ${list} list cannot be deleted.` : `Unknown list "${list}".`;
        throw badInput(why, { list: why });
      }
      const ids = await resolveTarget(db, list, target);
      return eachRecord(list, ids, actions.remove[list]);
    },

    async setRequestStatus(status: CompanyRequestStatus, target: BulkTarget, actor: Actor): Promise<BulkResult> {
      if (status !== 'approved' && status !== 'rejected') {
        throw badInput('Requests can only be approved or rejected in bulk.', { status: 'Choose approved or rejected' });
      }
      const ids = await resolveTarget(db, 'company-requests', target);
      return eachRecord('company-requests', ids, (id) => actions.setRequestStatus(id, status, actor));
    },
  };
}
