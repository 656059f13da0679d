import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceName } from './definition';

/** Shown instead of the table when a list has no rows at all. */
export function EmptyList({ resource }: { resource: ResourceName }) {
  const translate = useTranslate();
  return (
    <Typography variant="body1" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate(`resources.${resource}.empty`)}
    </Typography>
  );
}
