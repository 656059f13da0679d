/**
 * How a relevancy score is shown (spec §4, §9): 0..1 from the server, a percent on screen, and
 * one classification into high / medium / low that every panel uses. 0 or less: not calculated.
 */
import { RELEVANCY_HIGH_ABOVE, RELEVANCY_MEDIUM_FROM } from '../constants';

export type RelevancyLevel = 'high' | 'medium' | 'low' | 'none';

/** A 0..1 score as a percent (0..100). */
export const scoreToPercent = (score: number): number => score * 100;

/** A score counts as calculated only above 0 (spec §4). */
export const isScoreCalculated = (score: number | null | undefined): score is number =>
  typeof score === 'number' && Number.isFinite(score) && score > 0;

/** Above 70 high, 45 to 70 medium, below 45 low; a percent of 0 or less (or none) is 'none'. */
export function classifyRelevancy(percent: number | null | undefined): RelevancyLevel {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0) return 'none';
  if (percent > RELEVANCY_HIGH_ABOVE) return 'high';
  if (percent >= RELEVANCY_MEDIUM_FROM) return 'medium';
  return 'low';
}

/** '82.3%' (job detail: 1 decimal), '82%' (popup: rounded), '82.35%' (application: 2 decimals). */
export function formatPercent(percent: number, decimals: 0 | 1 | 2): string {
  return `${percent.toFixed(decimals)}%`;
}
