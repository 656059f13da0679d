/**
 * The relevancy score (spec §4, §9): ×100 with 2 decimals, counted up, coloured by
 * classifyRelevancy (green above 70, amber 45–70, red below 45); 0 or less is not calculated.
 */
import { Box, Chip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { classifyRelevancy, formatPercent, type RelevancyLevel, scoreToPercent } from '../../../domain/ai/relevancy';

const COUNT_UP_MS = 900;
export const LEVEL_COLOR: Record<RelevancyLevel, 'success' | 'warning' | 'error' | 'default'> = {
  high: 'success',
  medium: 'warning',
  low: 'error',
  none: 'default',
};

/** Counts from 0 to `target` with an ease-out curve; at once where motion is reduced. */
function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced || typeof requestAnimationFrame !== 'function') {
      setValue(target);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - started) / COUNT_UP_MS);
      setValue(target * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return value;
}

export function RelevancyScore({ score }: { score: number }) {
  const translate = useTranslate();
  const percent = scoreToPercent(score);
  const level = classifyRelevancy(percent);
  const shown = useCountUp(level === 'none' ? 0 : percent);
  if (level === 'none') {
    return <Chip label={translate('app.ai.application.not_calculated')} data-testid="relevancy-score" data-level="none" />;
  }
  const color = LEVEL_COLOR[level];
  return (
    <Box
      data-testid="relevancy-score"
      data-level={level}
      aria-label={`${translate('app.ai.application.score_label')}: ${formatPercent(percent, 2)}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Typography
        component="span"
        aria-hidden
        sx={{ fontSize: '2rem', fontWeight: 700, color: `${color}.main`, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatPercent(shown, 2)}
      </Typography>
      <Chip label={translate(`app.ai.application.level.${level}`)} color={color} size="small" />
    </Box>
  );
}
