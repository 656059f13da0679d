/**
 * Recall@5 of relevant candidates in process, for choosing the re-rank window and the match
 * vector's seniority weight (server/ai/matchVector.ts) without a database: for each of the bench's
 * 100 jobs, the `window` seekers best by cosine + weight × seniority fit of their band (what the
 * match vector's HNSW scan orders by, searched exactly here: the ceiling of that scan; before 26
 * Nov late evening the tool added weight ÷ 0.2 × fit, five times the scan's) are re-ranked by the relevance score, and
 * the page's 5 are compared with the 5th best relevance of all seekers (scores, since seekers tie).
 * Weight 0 is the plain embedding scan of before.
 *
 *   npx tsx tests/bench/matchRecall.ts [seekers=100000] [windows=50,100,150] [weights=0,0.2,0.3]
 */
import { generateDemoData } from '../../domain/demo-data';
import { jobEmbeddingText } from '../../server/ai/embeddingText';
import { createLocalEmbedder } from '../../server/ai/local/localEmbedder';
import { indexScanSeniority, seniorityQuery, yearBand } from '../../server/ai/matchVector';
import { relevance } from '../../server/ai/relevance';
import { jobFeatures } from '../../server/ai/jobFeatures';
import { benchSeekers, SEEKER_DIMS } from './benchSeekers';

const list = (arg: string | undefined, fallback: number[]) => (arg ? arg.split(',').map(Number) : fallback);
const count = Number(process.argv[2] ?? 100_000);
const windows = list(process.argv[3], [30, 50, 75, 100, 150, 200]);
const weights = list(process.argv[4], [0, 0.1, 0.2, 0.3, 0.5, 0.8]);
const PAGE = 5;

const started = performance.now();
const seekers = await benchSeekers(count);
const bands = Int32Array.from(seekers.years, yearBand);
const demo = generateDemoData({ counts: { companies: 10, employers: 10, jobs: 100, jobSeekers: 1, applications: 0, companyRequests: 0 } });
const jobVectors = await createLocalEmbedder().embed(demo.jobs.map((j) => jobEmbeddingText(j)));
console.log(`${count} seekers and ${demo.jobs.length} jobs ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const hits = new Map<string, number>();
const cos = new Float64Array(count);
const rel = new Float64Array(count);
const order = Array.from({ length: count }, (_, i) => i);
for (const [q, job] of demo.jobs.entries()) {
  const features = jobFeatures(job);
  const query = jobVectors[q];
  for (let r = 0; r < count; r++) {
    let dot = 0;
    const base = r * SEEKER_DIMS;
    for (let d = 0; d < SEEKER_DIMS; d++) dot += seekers.vectors[base + d] * query[d];
    cos[r] = dot;
    rel[r] = relevance(dot, features, seekers.features[r]).score;
  }
  const best = [...rel].sort((a, b) => b - a)[PAGE - 1];
  for (const weight of weights) {
    const seniority = seniorityQuery(job, weight);
    const match = (r: number) => cos[r] + indexScanSeniority(seniority, bands[r]);
    order.sort((a, b) => match(b) - match(a) || a - b);
    for (const window of windows) {
      const page = order
        .slice(0, window)
        .sort((a, b) => rel[b] - rel[a] || cos[b] - cos[a] || a - b)
        .slice(0, PAGE);
      const key = `${weight}|${window}`;
      hits.set(key, (hits.get(key) ?? 0) + page.filter((r) => rel[r] >= best - 1e-6).length);
    }
  }
}
console.log(`recall@${PAGE} over ${demo.jobs.length} jobs, ${count} seekers (rows: seniority weight; columns: window)`);
console.log(['weight', ...windows].join('\t'));
for (const weight of weights) {
  const row = windows.map((w) => ((hits.get(`${weight}|${w}`) ?? 0) / (PAGE * demo.jobs.length)).toFixed(3));
  console.log([weight, ...row].join('\t'));
}
console.log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`);
