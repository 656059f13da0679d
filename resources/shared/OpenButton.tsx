import OpenInNewIcon from '@mui/icons-material/OpenInNewOutlined';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailPath } from './paths';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The row's open button: the record's detail page. A plain title, not an MUI Tooltip: a list renders 100 of these. */
export function OpenButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record || !resource) return null;
  const label = translate('resources.shared.open', { _: 'Open' });
  return (
    <IconButton component={Link} to={detailPath(resource, record.id)} aria-label={label} title={label} size="small" onClick={stop}>
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
}
