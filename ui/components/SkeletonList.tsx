/** The loading skeleton list (spec §2, §9): by default 5 rows of height 40. */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

export const SKELETON_DEFAULTS = { rows: 5, height: 40 } as const;

export interface SkeletonListProps {
  rows?: number;
  height?: number;
}

export function SkeletonList({ rows = SKELETON_DEFAULTS.rows, height = SKELETON_DEFAULTS.height }: SkeletonListProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} role="progressbar" aria-label={translate('app.loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} data-testid="skeleton-row" />
      ))}
    </Stack>
  );
}
