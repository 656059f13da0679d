/**
 * Bulk actions in the offline demo: the selection is resolved over the in-memory lists and each
 * record goes through the demo's own single delete or decision, so the summary reads as the
 * server's does. The count and the 1,000 limit use the shared messages (domain/bulk.ts).
 */
import { bulkMessages, MAX_BULK_RECORDS } from '../../domain/bulk';
import type { BulkResult } from '../../domain/generated/contract';
import type { CompanyRequest } from '../../domain/types';
import { type DataProvider, HttpError } from 'react-admin';
import type { BulkTarget, MarketplaceMethods } from '../types';

type BulkMethods = Pick<MarketplaceMethods, 'bulkDelete' | 'bulkUpdateCompanyRequests'>;

const refuse = (message: string) => new HttpError(message, 400, {});

export function createFakeBulk(crud: DataProvider, decide: MarketplaceMethods['updateCompanyRequestStatus']): BulkMethods {
  async function resolve(resource: string, target: BulkTarget, expectedCount: number): Promise<string[]> {
    let ids: string[];
    let count: number;
    if ('ids' in target) {
      ids = [...new Set(target.ids)];
      count = ids.length;
    } else {
      const page = await crud.getList(resource, {
        pagination: { page: 1, perPage: MAX_BULK_RECORDS },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: target.filter,
      });
      ids = page.data.map((r) => String(r.id));
      count = page.total ?? ids.length;
    }
    if (count === 0) throw refuse(bulkMessages.nothing);
    if (count > MAX_BULK_RECORDS) throw refuse(bulkMessages.tooMany(count));
    if (count !== expectedCount) throw refuse(bulkMessages.countMismatch(expectedCount, count));
    return ids;
  }

  async function each(ids: string[], act: (id: string) => Promise<unknown>): Promise<BulkResult> {
    const result: BulkResult = { succeeded: [], failed: [] };
    for (const id of ids) {
      try {
        await act(id);
        result.succeeded.push(id);
      } catch (error) {
        result.failed.push({ id, message: error instanceof Error ? error.message : String(error) });
      }
    }
    return result;
  }

  return {
    async bulkDelete(resource, target, expectedCount) {
      const ids = await resolve(resource, target, expectedCount);
      return each(ids, (id) => crud.delete(resource, { id, previousData: { id } }));
    },
    async bulkUpdateCompanyRequests(status, target, expectedCount) {
      const ids = await resolve('company-requests', target, expectedCount);
      return each(ids, async (id) => {
        const { data } = await crud.getOne<CompanyRequest & { id: string }>('company-requests', { id });
        // The server's single decision refuses a decided request with this message.
        if (data.status !== 'pending') throw new Error(`This request has already been ${data.status}.`);
        await decide(id, status);
      });
    },
  };
}
