/** Match quality: nDCG@5 of the default embedder on the labelled set, beside a keyword baseline. */
import { evaluateRanking } from '../../../server/ai/evaluation';
import { createLocalEmbedder } from '../../../server/ai/local/localEmbedder';
import type { BenchSection } from '../run';

const TARGET = 0.85;

export const section: BenchSection = {
  name: 'AI: match quality on the labelled set',
  order: 40,
  async run(log) {
    const report = await evaluateRanking(createLocalEmbedder());
    log(`${report.perJob.length} jobs; per job (embedder/baseline): ${report.perJob.map((p) => `${p.embedder.toFixed(2)}/${p.baseline.toFixed(2)}`).join(' ')}`);
    return [
      {
        figure: 'nDCG@5, local embedder',
        target: `≥ ${TARGET} and > baseline`,
        measured: report.embedderNdcg.toFixed(3),
        pass: report.embedderNdcg >= TARGET && report.embedderNdcg > report.baselineNdcg,
      },
      { figure: 'nDCG@5, keyword-overlap baseline', target: '-', measured: report.baselineNdcg.toFixed(3), pass: null },
    ];
  },
};
