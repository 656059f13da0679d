import OpenInNewIcon from '@mui/icons-material/OpenInNewOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailPath } from './paths';

export type OpenButtonKind = 'open' | 'view';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The row's open button (or the view icon where the spec names one): the record's detail page.
 * A plain title, not an MUI Tooltip: a list renders 100 of these.
 */
export function OpenButton({ kind = 'open' }: { kind?: OpenButtonKind }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record || !resource) return null;
  const label = translate(kind === 'view' ? 'resources.shared.list.view' : 'resources.shared.open', { _: kind === 'view' ? 'View' : 'Open' });
  return (
    <IconButton component={Link} to={detailPath(resource, record.id)} aria-label={label} title={label} size="small" onClick={stop}>
      {kind === 'view' ? <VisibilityIcon fontSize="small" /> : <OpenInNewIcon fontSize="small" />}
    </IconButton>
  );
}
