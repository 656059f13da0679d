import { describe, expect, it } from 'vitest';
import { EVAL_JOBS, EVAL_LABELS, EVAL_SEEKERS } from '../../../domain/ai/evaluationSet';
import { ndcgAt } from '../../../domain/ai/ranking';
import { evaluateRanking } from '../../../server/ai/evaluation';
import { createLocalEmbedder } from '../../../server/ai/local/localEmbedder';

describe('matching evaluation set', () => {
  it('labels only known jobs and seekers', () => {
    const seekers = new Set(EVAL_SEEKERS.map((s) => s.id));
    expect(EVAL_JOBS).toHaveLength(12);
    expect(EVAL_SEEKERS).toHaveLength(40);
    for (const job of EVAL_JOBS) {
      const labels = EVAL_LABELS[job.id];
      expect(labels, job.id).toBeDefined();
      for (const id of Object.keys(labels)) expect(seekers.has(id), `${job.id} → ${id}`).toBe(true);
    }
  });

  it('computes nDCG@k', () => {
    expect(ndcgAt(5, ['a', 'b', 'c'], { a: 2, b: 1 })).toBeCloseTo(1);
    expect(ndcgAt(5, ['x', 'y', 'z'], { a: 2 })).toBe(0);
    expect(ndcgAt(2, ['b', 'a'], { a: 2, b: 1 })).toBeLessThan(1);
  });

  it('the local embedder beats the keyword-overlap baseline', async () => {
    const report = await evaluateRanking(createLocalEmbedder());
    console.info(
      `nDCG@5 local embedder ${report.embedderNdcg.toFixed(3)} vs keyword overlap ${report.baselineNdcg.toFixed(3)}`,
    );
    expect(report.embedderNdcg).toBeGreaterThan(report.baselineNdcg);
    expect(report.embedderNdcg).toBeGreaterThanOrEqual(0.85);
  });
});
