/** Local embedder throughput on ~1 KB texts of this trade (target ≥ 5,000 texts a second). */
import { EVAL_JOBS, EVAL_SEEKERS } from '../../../domain/ai/evaluationSet';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../../server/ai/embeddingText';
import { createLocalEmbedder } from '../../../server/ai/local/localEmbedder';
import type { BenchSection } from '../run';
import { fmt } from '../stats';

const COUNT = 20_000;
const TARGET = 5_000;

/** ~1 KB texts: trade profiles and ads glued together, each a little different. */
function texts(): string[] {
  const parts = [...EVAL_JOBS.map(jobEmbeddingText), ...EVAL_SEEKERS.map(jobSeekerEmbeddingText)];
  const out: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    let text = `Profile ${i}.`;
    for (let k = 0; text.length < 1000; k++) text += ` ${parts[(i * 7 + k * 13) % parts.length]}`;
    out.push(text.slice(0, 1024));
  }
  return out;
}

export const section: BenchSection = {
  name: 'AI: local embedding throughput',
  order: 10,
  async run(log) {
    const embedder = createLocalEmbedder();
    const input = texts();
    const meanBytes = input.reduce((s, t) => s + t.length, 0) / input.length;
    await embedder.embed(input.slice(0, 1000)); // warm-up: JIT and the lexicon's tables
    const started = performance.now();
    for (let i = 0; i < input.length; i += 500) await embedder.embed(input.slice(i, i + 500));
    const seconds = (performance.now() - started) / 1000;
    const rate = input.length / seconds;
    log(`${fmt(input.length)} texts of ${fmt(meanBytes)} characters in ${seconds.toFixed(2)} s, one core`);
    return [{ figure: 'local embedder, ~1 KB texts a second', target: `≥ ${fmt(TARGET)}/s`, measured: `${fmt(rate)}/s`, pass: rate >= TARGET }];
  },
};
