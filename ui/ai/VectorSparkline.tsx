/** 'Vector Sparkline': the 256 numbers of an embedding as a line (spec §1, §2). */
import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

const SparklineChart = lazy(() => import('./SparklineChart'));
const HEIGHT = 72;

export function VectorSparkline({ values }: { values: number[] }) {
  const translate = useTranslate();
  return (
    <Box
      role="img"
      aria-label={translate('app.ai.sparkline.label', { count: values.length })}
      data-testid="vector-sparkline"
      data-count={values.length}
      sx={{ width: '100%', height: HEIGHT }}
    >
      <Suspense fallback={<Skeleton variant="rectangular" height={HEIGHT} />}>
        <SparklineChart values={values} height={HEIGHT} />
      </Suspense>
    </Box>
  );
}
