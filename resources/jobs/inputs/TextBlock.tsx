/**
 * A multi-line text section (education, requirements, responsibilities, interview process): its
 * lines kept in view mode, a multi-line input in edit mode and on create pages.
 */
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { readPath } from '../../shared/format';
import { useIsEditing } from '../../shared/detail/context';
import { DetailTextField } from '../../shared/detail/fields';

export function TextBlock({ source, label }: { source: string; label: string }) {
  const editing = useIsEditing();
  const record = useRecordContext();
  const translate = useTranslate();
  if (editing) return <DetailTextField source={source} label={label} multiline rows={3} />;
  const value = readPath(record, source);
  const text = typeof value === 'string' ? value.trim() : '';
  return (
    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} color={text ? 'text.primary' : 'text.secondary'}>
      {text || translate('resources.shared.detail.empty_value')}
    </Typography>
  );
}
