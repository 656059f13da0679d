/**
 * What sits under the header: the loading skeleton (not a spinner), the error block on a failed
 * load or an answer of an unexpected shape (spec §8), the list's empty text, or the rows.
 */
import type { ReactNode } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { ErrorBlock } from '../../../ui/components/ErrorBlock';
import { SkeletonList } from '../../../ui/components/SkeletonList';
import type { ResourceName } from '../definition';
import { EmptyList } from '../EmptyList';

/**
 * Rows without a usable total, or a zero total beside rows, cannot be paged or trusted: shown as
 * a failed load. A zero total with no rows is simply an empty list (its own text, spec §2).
 */
export function isUnexpectedShape(data: unknown, total: unknown): boolean {
  if (!Array.isArray(data)) return true;
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0) return true;
  return total === 0 && data.length > 0;
}

export function ListContent({ resource, children }: { resource: ResourceName; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, error, data, total, refetch } = useListContext();
  if (isPending) return <SkeletonList />;
  if (error || isUnexpectedShape(data, total)) {
    return <ErrorBlock message={translate('resources.shared.list.load_failed')} onRetry={() => void refetch()} />;
  }
  if (total === 0) return <EmptyList resource={resource} />;
  const long = data.length > ROWS_BEFORE_TOP_PAGINATION;
  return (
    <>
      {long ? <Pagination rowsPerPageOptions={[]} data-position="top" sx={{ borderBottom: 1, borderColor: 'divider' }} /> : null}
      {children}
      <Pagination rowsPerPageOptions={[]} data-position="bottom" />
    </>
  );
}

/**
 * A page holds up to 100 rows; past about a screenful the range and the arrows also sit above the
 * rows, so staff need not scroll to the bottom to see where they are or to page on.
 */
export const ROWS_BEFORE_TOP_PAGINATION = 20;
