import type { MouseEvent } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RowActionLink } from './RowAction';
import { detailPath } from '../paths';

export type OpenButtonKind = 'open' | 'view';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The row's open button (or the view icon where the spec names one): the record's detail page. */
export function OpenButton({ kind = 'open' }: { kind?: OpenButtonKind }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record || !resource) return null;
  const label = translate(kind === 'view' ? 'resources.shared.list.view' : 'resources.shared.open', { _: kind === 'view' ? 'View' : 'Open' });
  return <RowActionLink to={detailPath(resource, record.id)} icon={kind} label={label} onClick={stop} />;
}
