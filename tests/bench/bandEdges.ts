/**
 * Where the relevance score's bands begin, read off the tuning part (relevanceWeights.ts
 * mediumFrom / highFrom): the raw product at which plausible fits begin (their lower quarter) and
 * non-fits end (their top 5%), and where strong fits begin (their lowest tenth). Run it after any
 * change to the score's parts, so the spec's 45 and 70 keep meaning what they say.
 *
 *   npx tsx tests/bench/bandEdges.ts
 *
 * Tuning jobs only, with the seekers each ranks (the blind and sealed parts' left out), as
 * aiMisses.ts and fitRelevance.ts read them.
 */
import { ranksSeeker } from '../../domain/ai/ranking';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../server/ai/embeddingText';
import { asStored } from '../../server/ai/evaluation';
import { createLocalEmbedder } from '../../server/ai/local/localEmbedder';
import { jobFeatures } from '../../server/ai/jobFeatures';
import { rawRelevance, relevanceFactors, relevanceParts } from '../../server/ai/relevance';
import { RELEVANCE_WEIGHTS } from '../../server/ai/relevanceWeights';
import { seekerFeatures } from '../../server/ai/seekerFeatures';
import { READABLE_SEEKERS, readableLabels, TUNING_JOBS } from './tuningPart';

const embedder = createLocalEmbedder();
const jobVectors = await embedder.embed(TUNING_JOBS.map(jobEmbeddingText));
const seekerVectors = await embedder.embed(READABLE_SEEKERS.map((s) => jobSeekerEmbeddingText(asStored(s))));
const seekers = READABLE_SEEKERS.map((s) => seekerFeatures(asStored(s)));
const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);

/** Raw products by label: 0 not a fit, 1 plausible, 2 strong. */
const raws: [number[], number[], number[]] = [[], [], []];
for (const [j, job] of TUNING_JOBS.entries()) {
  const features = jobFeatures(job);
  const labels = readableLabels(job.id);
  for (const [i, seeker] of READABLE_SEEKERS.entries()) {
    if (!ranksSeeker(job, seeker)) continue;
    const parts = relevanceParts(dot(jobVectors[j], seekerVectors[i]), features, seekers[i]);
    raws[(labels[seeker.id] ?? 0) as 0 | 1 | 2].push(rawRelevance(relevanceFactors(parts, RELEVANCE_WEIGHTS), RELEVANCE_WEIGHTS));
  }
}
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const share = (xs: number[], from: number) => xs.filter((x) => x >= from).length / xs.length;
const [none, plausible, strong] = raws;
console.log(`pairs: ${none.length} not a fit, ${plausible.length} plausible, ${strong.length} strong`);
console.log(`medium from: plausible fits' lower quarter ${quantile(plausible, 0.25).toFixed(3)}, non-fits' top 5% ${quantile(none, 0.95).toFixed(3)}`);
console.log(`high from: strong fits' lowest tenth ${quantile(strong, 0.1).toFixed(3)}`);
const { mediumFrom, highFrom } = RELEVANCE_WEIGHTS;
console.log(
  `now ${mediumFrom} / ${highFrom}: at or above medium, non-fits ${(100 * share(none, mediumFrom)).toFixed(1)}%, plausible ${(100 * share(plausible, mediumFrom)).toFixed(1)}%; ` +
    `high, plausible ${(100 * share(plausible, highFrom)).toFixed(1)}%, strong ${(100 * share(strong, highFrom)).toFixed(1)}%`,
);
