import OpenInNewIcon from '@mui/icons-material/OpenInNewOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailPath } from './paths';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The row's open button: the record's detail page. */
export function OpenButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record || !resource) return null;
  const label = translate('resources.shared.open', { _: 'Open' });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={detailPath(resource, record.id)} aria-label={label} size="small" onClick={stop}>
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
