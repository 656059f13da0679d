/**
 * `status` sorting the way the server does it (server/db/listQuery.ts): lists with a
 * STATUS_SORT_ORDER (domain/filters, the one source of the order) rank rows by it — ascending is
 * the workflow order, pending first — with rows of one status newest first (then id), and rows
 * whose status is not in the order last in either direction. FakeRest alone would sort the
 * status text alphabetically.
 */
import type { GetListParams, GetListResult, GetManyReferenceParams, RaRecord, SortPayload } from 'react-admin';
import { STATUS_SORT_ORDER } from '../../domain/filters';
import type { ListName } from '../../domain/filters';

/** The list's status order when `sort` asks for it, else undefined (FakeRest sorts as usual). */
export function statusOrderFor(resource: string, sort: SortPayload | undefined): readonly string[] | undefined {
  if (sort?.field !== 'status') return undefined;
  return STATUS_SORT_ORDER[resource as ListName];
}

/** Compares two records by the status order in `direction`, then newest first, then id ascending. */
export function compareByStatus(order: readonly string[], direction: SortPayload['order']) {
  const rank = (r: RaRecord) => {
    const at = order.indexOf(String(r.status));
    return at < 0 ? null : at;
  };
  return (a: RaRecord, b: RaRecord): number => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) {
      if (ra === null) return 1;
      if (rb === null) return -1;
      return direction === 'DESC' ? rb - ra : ra - rb;
    }
    const created = String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''));
    if (created !== 0) return created;
    return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
  };
}

type ListParams = GetListParams | GetManyReferenceParams;

/**
 * Runs `fetch` for every match (FakeRest filters them), orders them by status and cuts the page
 * asked for; any other sort goes to `fetch` unchanged.
 */
export async function withStatusSort<P extends ListParams>(
  resource: string,
  params: P,
  fetch: (params: P) => Promise<GetListResult>,
): Promise<GetListResult> {
  const order = statusOrderFor(resource, params.sort);
  if (!order) return fetch(params);
  const all = await fetch({ ...params, pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, sort: { field: 'createdAt', order: 'DESC' } });
  const sorted = [...all.data].sort(compareByStatus(order, params.sort?.order ?? 'ASC'));
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  const start = (page - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: all.total ?? sorted.length };
}
