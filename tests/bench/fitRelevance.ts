/**
 * Fitted weights against hand-set ones, on the tuning part only: does a fit of the relevance
 * score's weights (RELEVANCE_WEIGHTS, server/ai/relevanceWeights.ts) generalise better than the hand
 * rounds? For every tuning job and every seeker it ranks (ranksSeeker; the blind and sealed
 * parts' seekers left out, as aiMisses.ts does), the score's parts are computed once (relevanceParts: what a pair
 * shows before any weight), then weights are tried on them through the score's own formula
 * (relevanceFactors, rawRelevance): no second copy of it. The order of the raw product is the
 * score's order (calibrate is monotone).
 *
 *   npx tsx tests/bench/fitRelevance.ts [--folds 5 | --loo] [--repeats 3] [--params a,b,c] [--lexical tfidf|overlap] [--passes 2] [--min-gain 0] [--guard-hard] [--logistic [--ridge 1] [--terms 0,1,...]] [--sweep name] [--check id-prefix]
 *
 * Weights are fitted by coordinate search (each parameter over its grid in turn, kept when the
 * mean nDCG@5 of the fitting jobs rises, ties keep the current value), starting from the hand
 * weights (--min-gain: a move must raise the mean by more than that; --guard-hard: and must not
 * lower the fitting jobs' hard mean). Cross-validation by job:
 * the tuning jobs are cut into folds (easy and hard dealt round-robin, shuffled by a fixed seed
 * per repeat), weights fitted on the other folds score each fold, and every tuning job is scored
 * once per repeat by weights that never saw it. The hand weights' figure beside it is their
 * tuning figure: they were set looking at every tuning job, so it is, if anything, flattering
 * to them. --sweep name prints the tuning figures along one weight's grid, nothing fitted;
 * --check id-prefix keeps a later batch of tuning jobs out of all fitting and scores it last.
 *
 * Found on 26 Nov (server/ai/README.md, "Sixth round: fitted weights"): no fit beat the hand
 * weights in cross-validation on the 45 tuning jobs before the blind tuning batch (hand 0.958,
 * fitted 0.945-0.956); on the 59 with it, a larger keyword share (rare words or TF-IDF) gains
 * +0.006 to +0.020 overall, all of it on the new batch's plain ads, and loses 0.004-0.030 on hard
 * jobs in every variant. The hand weights were kept.
 *
 * Besides the formula's own weights, two candidates the formula does not have, tried here only:
 * an exponent on the seniority fit (seniorityExponent), and a keyword signal blended into the
 * semantic part (lexicalShare, lexicalCeiling): TF-IDF within the job's ranked pool or word
 * overlap (domain/ai/ranking.ts's baselines over the embedding texts), --lexical picks one.
 * Prints figures only (per group, and the weights fitted on the whole tuning part), never a
 * ranking; held-out, blind and sealed jobs are not read at all.
 */
import { keywordOverlap, ndcgAt, ranksSeeker, tfidfVectors } from '../../domain/ai/ranking';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../server/ai/embeddingText';
import { asStored } from '../../server/ai/evaluation';
import { createLocalEmbedder } from '../../server/ai/local/localEmbedder';
import { type RelevanceParts, relevanceFactors, relevanceParts, rawRelevance } from '../../server/ai/relevance';
import { RELEVANCE_WEIGHTS, type RelevanceWeights } from '../../server/ai/relevanceWeights';
import { seekerFeatures } from '../../server/ai/seekerFeatures';
import { jobFeatures } from '../../server/ai/jobFeatures';
import { READABLE_SEEKERS, readableLabels, TUNING_JOBS } from './tuningPart';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const loo = args.includes('--loo');
const repeats = loo ? 1 : Number(option('repeats') ?? 3);
const passes = Number(option('passes') ?? 2);
const lexicalKind = option('lexical') ?? 'tfidf';
/** a move is kept only when it raises the fitting jobs' mean by more than this (a guard against fitting single jobs) */
const minGain = Number(option('min-gain') ?? 0);
/** --guard-hard: a move is kept only if the fitting jobs' hard mean does not fall (the brief's 'without losing on hard') */
const guardHard = args.includes('--guard-hard');

/** The weights the tool may fit: the formula's own, and the two candidates it does not have. */
type Weights = RelevanceWeights & { seniorityExponent: number; lexicalShare: number; lexicalCeiling: number };
const HAND: Weights = { ...RELEVANCE_WEIGHTS, seniorityExponent: 1, lexicalShare: 0, lexicalCeiling: 0.5 };
const range = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);
const GRIDS: Partial<Record<keyof Weights, number[]>> = {
  overRankCost: [0, 0.05, 0.1, 0.15, 0.2, 0.3],
  semanticShare: range(0.3, 0.85, 0.05),
  rareWordShare: range(0, 0.8, 0.05),
  rareWordCeiling: [0.3, 0.4, 0.5, 0.6, 0.8],
  listedSkillsExpected: [0, 1, 2, 3, 4, 5],
  adWordsNeed: range(0, 1.5, 0.25),
  roleShare: range(0, 0.5, 0.05),
  functionWeight: range(0, 0.5, 0.05),
  contextFloor: range(0.5, 1, 0.05),
  foreignFloor: range(0.4, 0.9, 0.05),
  conceptCredit: range(0.4, 1, 0.05),
  relatedCredit: range(0, 0.6, 0.05),
  foreignCraftCredit: range(0, 0.7, 0.05),
  otherSegment: range(0.6, 1, 0.05),
  semanticFloor: range(0, 0.3, 0.05),
  roleFloor: range(0, 0.5, 0.05),
  seniorityExponent: [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5],
  lexicalShare: range(0, 0.8, 0.05),
  lexicalCeiling: [0.2, 0.3, 0.4, 0.5, 0.7, 1],
};
const DEFAULT_PARAMS = ['semanticShare', 'rareWordShare', 'roleShare', 'functionWeight', 'contextFloor', 'foreignFloor', 'conceptCredit', 'seniorityExponent'];
const params = (option('params') ?? DEFAULT_PARAMS.join(',')).split(',') as Array<keyof Weights>;
for (const p of params) if (!GRIDS[p]) throw new Error(`no grid for ${p}; one of ${Object.keys(GRIDS).join(', ')}`);

// the tuning part, blind and sealed seekers out (their rankings are never read, as in aiMisses.ts)
const pool = READABLE_SEEKERS;
const jobs = TUNING_JOBS;
const embedder = createLocalEmbedder();
const jobTexts = jobs.map(jobEmbeddingText);
const seekerTexts = pool.map((s) => jobSeekerEmbeddingText(asStored(s)));
const jobVectors = await embedder.embed(jobTexts);
const seekerVectors = await embedder.embed(seekerTexts);
const seekers = pool.map((s) => seekerFeatures(asStored(s)));
const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);
const byId = [...pool.keys()].sort((a, b) => pool[a].id.localeCompare(pool[b].id));
const idRank = new Int32Array(pool.length);
byId.forEach((i, r) => (idRank[i] = r));

interface JobData {
  id: string;
  kind: 'easy' | 'hard';
  /** a plain ad of a common role (evaluationSetPlain.ts), the kind the unseen set holds most */
  plain: boolean;
  /** pool indexes of the seekers it ranks, their parts and keyword signal */
  seekers: number[];
  parts: RelevanceParts[];
  lexical: Float64Array;
  labels: Record<string, number>;
}
const data: JobData[] = jobs.map((job, j) => {
  const features = jobFeatures(job);
  const ranked = pool.flatMap((s, i) => (ranksSeeker(job, s) ? [i] : []));
  const tfidf = lexicalKind === 'tfidf' ? tfidfVectors([jobTexts[j], ...ranked.map((i) => seekerTexts[i])]) : [];
  const lexical = Float64Array.from(ranked, (i, at) => {
    if (lexicalKind !== 'tfidf') return keywordOverlap(jobTexts[j], seekerTexts[i]);
    let s = 0;
    for (const [w, x] of tfidf[0]) s += x * (tfidf[at + 1].get(w) ?? 0);
    return s;
  });
  return {
    id: job.id,
    kind: job.kind ?? 'easy',
    plain: job.source === 'padded',
    seekers: ranked,
    parts: ranked.map((i) => relevanceParts(dot(jobVectors[j], seekerVectors[i]), features, seekers[i])),
    lexical,
    labels: readableLabels(job.id),
  };
});

/** The score's raw product under the weights, with the tool's two candidates applied to its factors. */
function raw(parts: RelevanceParts, lexical: number, w: Weights): number {
  const f = relevanceFactors(parts, w);
  const semantic = w.lexicalShare > 0 ? (1 - w.lexicalShare) * f.semantic + w.lexicalShare * Math.min(1, lexical / w.lexicalCeiling) : f.semantic;
  const seniority = w.seniorityExponent === 1 ? f.seniority : f.seniority ** w.seniorityExponent;
  return rawRelevance({ ...f, semantic, seniority }, w);
}

function ndcgOf(job: JobData, w: Weights): number {
  const scores = job.parts.map((p, at) => raw(p, job.lexical[at], w));
  const order = [...scores.keys()].sort((a, b) => scores[b] - scores[a] || idRank[job.seekers[a]] - idRank[job.seekers[b]]);
  return ndcgAt(5, order.map((at) => pool[job.seekers[at]].id), job.labels);
}
const meanOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const meanNdcg = (set: JobData[], w: Weights) => meanOf(set.map((job) => ndcgOf(job, w)));

/** Coordinate search from the hand weights: each parameter over its grid, kept only on a strict rise. */
function fit(set: JobData[]): Weights {
  const w = { ...HAND };
  const hard = set.filter((job) => job.kind === 'hard');
  let best = meanNdcg(set, w);
  for (let pass = 0; pass < passes; pass++) {
    let moved = false;
    for (const p of params) {
      const start = w[p];
      for (const value of GRIDS[p] ?? []) {
        if (value === w[p]) continue;
        const tried = { ...w, [p]: value };
        if (p === 'relatedCredit' && value > tried.conceptCredit) continue;
        const figure = meanNdcg(set, tried);
        if (figure > best + minGain + 1e-9 && (!guardHard || meanNdcg(hard, tried) >= meanNdcg(hard, w) - 1e-9)) {
          best = figure;
          w[p] = value;
        }
      }
      moved ||= w[p] !== start;
    }
    if (!moved) break;
  }
  return w;
}

/** A fixed-seed shuffle (mulberry32), so folds are the same from run to run. */
function shuffled<T>(xs: T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const k = Math.floor(next() * (i + 1));
    [out[i], out[k]] = [out[k], out[i]];
  }
  return out;
}

const groups = (score: (job: JobData) => number) => {
  const easy = data.filter((j) => j.kind === 'easy').map(score);
  const hard = data.filter((j) => j.kind === 'hard').map(score);
  const plain = data.filter((j) => j.plain).map(score);
  return `easy ${meanOf(easy).toFixed(3)} (${easy.length}; plain ads ${meanOf(plain).toFixed(3)}), hard ${meanOf(hard).toFixed(3)} (${hard.length}), all ${meanOf([...easy, ...hard]).toFixed(3)}`;
};
const changed = (w: Weights) =>
  params
    .filter((p) => w[p] !== HAND[p])
    .map((p) => `${p} ${HAND[p]} → ${w[p]}`)
    .join(', ') || 'none changed';

/**
 * --logistic: instead of the weights, a pairwise logistic fit of a log-linear form over the
 * factors at the hand weights: f = Σ β·φ with φ = log base (0.6 semantic + 0.4 coverage), log
 * seniority, log context, log role, log function share, and log(0.05 + x) of the semantic part,
 * the coverage and the keyword signal alone; β = (1, 1, 1, 1, 1, 0, 0, 0) is the hand score's
 * order. Fitted by Newton steps on the pairs of one job whose labels differ (a small ridge
 * towards the hand β), ranked by f.
 */
const logistic = args.includes('--logistic');
const ridge = Number(option('ridge') ?? 1);
const FEATURES = ['log base', 'log seniority', 'log context', 'log role', 'log function', 'log semantic', 'log coverage', `log ${lexicalKind}`];
const HAND_BETA = [1, 1, 1, 1, 1, 0, 0, 0];
/** --terms 0,1,2,3,4: which of FEATURES are fitted (the others keep their hand β) */
const TERMS = new Set((option('terms') ?? FEATURES.map((_, k) => k).join(',')).split(',').map(Number));
function featuresOf(parts: RelevanceParts, lexical: number): number[] {
  const w = RELEVANCE_WEIGHTS;
  const f = relevanceFactors(parts, w);
  const fn = parts.share === null ? 1 : 1 - w.functionWeight * (1 - parts.share);
  const base = w.semanticShare * f.semantic + (1 - w.semanticShare) * f.coverage;
  return [Math.log(0.01 + base), Math.log(f.seniority), Math.log(f.context), Math.log(f.role / fn), Math.log(fn), Math.log(0.05 + f.semantic), Math.log(0.05 + f.coverage), Math.log(0.05 + lexical)];
}
const phi = new Map(data.map((job) => [job, job.parts.map((p, at) => featuresOf(p, job.lexical[at]))]));
function fitBeta(set: JobData[]): number[] {
  const pairs: number[][] = [];
  for (const job of set) {
    const x = phi.get(job) ?? [];
    const gain = job.seekers.map((i) => job.labels[pool[i].id] ?? 0);
    for (let a = 0; a < x.length; a++) for (let b = 0; b < x.length; b++) if (gain[a] > gain[b]) pairs.push(x[a].map((v, k) => v - x[b][k]));
  }
  const d = FEATURES.length;
  const beta = [...HAND_BETA];
  for (let step = 0; step < 60; step++) {
    const g = beta.map((b, k) => ridge * (b - HAND_BETA[k]));
    const h = beta.map((_, k) => beta.map((__, l) => (k === l ? ridge : 0)));
    for (const dx of pairs) {
      const m = dx.reduce((s, v, k) => s + v * beta[k], 0);
      const p = 1 / (1 + Math.exp(m));
      for (let k = 0; k < d; k++) {
        g[k] -= p * dx[k];
        for (let l = 0; l < d; l++) h[k][l] += p * (1 - p) * dx[k] * dx[l];
      }
    }
    // the terms not fitted keep their β: their rows and columns drop out of the system
    for (let k = 0; k < d; k++) {
      if (TERMS.has(k)) continue;
      g[k] = 0;
      for (let l = 0; l < d; l++) h[k][l] = h[l][k] = k === l ? 1 : 0;
    }
    // solve h · delta = g (Gaussian elimination)
    const m = h.map((row, k) => [...row, g[k]]);
    for (let c = 0; c < d; c++) {
      let pivot = c;
      for (let r = c + 1; r < d; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
      [m[c], m[pivot]] = [m[pivot], m[c]];
      for (let r = 0; r < d; r++) {
        if (r === c) continue;
        const q = m[r][c] / m[c][c];
        for (let k = c; k <= d; k++) m[r][k] -= q * m[c][k];
      }
    }
    const delta = m.map((row, k) => row[d] / row[k]);
    // a damped step: far from the optimum a full Newton step on a logistic loss can overshoot
    const damp = Math.min(1, 1 / Math.max(...delta.map(Math.abs)));
    delta.forEach((v, k) => (beta[k] -= damp * v));
    if (Math.max(...delta.map(Math.abs)) < 1e-6) break;
  }
  return beta;
}
function ndcgOfBeta(job: JobData, beta: number[]): number {
  const scores = (phi.get(job) ?? []).map((x) => x.reduce((s, v, k) => s + v * beta[k], 0));
  const order = [...scores.keys()].sort((a, b) => scores[b] - scores[a] || idRank[job.seekers[a]] - idRank[job.seekers[b]]);
  return ndcgAt(5, order.map((at) => pool[job.seekers[at]].id), job.labels);
}
const betaText = (beta: number[]) => beta.map((b, k) => `${FEATURES[k]} ${b.toFixed(2)}`).join(', ');

console.log(
  `tuning part, blind and sealed seekers left out: ${data.length} jobs; ` +
    (args.includes('--logistic')
      ? `pairwise logistic over ${FEATURES.filter((_, k) => TERMS.has(k)).join(', ')}, ridge ${option('ridge') ?? 1}`
      : `fitting ${params.join(', ')}${params.some((p) => p.startsWith('lexical')) ? ` (lexical: ${lexicalKind})` : ''}`),
);
const handFigures = new Map(data.map((job) => [job.id, ndcgOf(job, HAND)]));
console.log(`hand weights, nDCG@5:           ${groups((job) => handFigures.get(job.id) ?? 0)}`);
const keywordFigures = new Map(data.map((job) => [job.id, ndcgOf(job, { ...HAND, lexicalShare: 1, lexicalCeiling: 1, semanticShare: 1, roleShare: 0, functionWeight: 0, contextFloor: 1, foreignFloor: 1, otherSegment: 1, seniorityExponent: 0 })]));
console.log(`${lexicalKind} alone, nDCG@5:`.padEnd(33) + groups((job) => keywordFigures.get(job.id) ?? 0));


/**
 * --check prefix: the tuning jobs whose id starts with it (a later batch, written after the
 * weights) are kept out of the fit and the cross-validation, and scored at the end by the hand
 * weights and by the weights fitted on the other jobs: an out-of-sample check of both.
 */
const checkPrefix = option('check');
const checkJobs = checkPrefix ? data.filter((job) => job.id.startsWith(checkPrefix)) : [];
if (checkPrefix) data.splice(0, data.length, ...data.filter((job) => !checkJobs.includes(job)));
const checkLine = (label: string, score: (job: JobData) => number) => {
  if (!checkJobs.length) return;
  const easy = checkJobs.filter((j) => j.kind === 'easy').map(score);
  const hard = checkJobs.filter((j) => j.kind === 'hard').map(score);
  console.log(`  check '${checkPrefix}' (${checkJobs.length} jobs), ${label}: easy ${meanOf(easy).toFixed(3)} (${easy.length}), hard ${hard.length ? meanOf(hard).toFixed(3) : '-'} (${hard.length}), all ${meanOf([...easy, ...hard]).toFixed(3)}`);
};
if (checkPrefix) console.log(`fitting and CV on the ${data.length} other tuning jobs: ${groups((job) => handFigures.get(job.id) ?? 0)} by the hand weights`);

/** --sweep name: the tuning figures with that one weight over its grid, the others at hand values (no fit) */
const sweep = option('sweep') as keyof Weights | undefined;
if (sweep) {
  for (const value of GRIDS[sweep] ?? []) {
    console.log(`  ${sweep} ${value}: ${groups((job) => ndcgOf(job, { ...HAND, [sweep]: value }))}`);
    checkLine(`${sweep} ${value}`, (job) => ndcgOf(job, { ...HAND, [sweep]: value }));
  }
  process.exit(0);
}

const t0 = performance.now();
const cv = new Map<string, number[]>();
const folds = loo ? data.length : Number(option('folds') ?? 5);
for (let r = 0; r < repeats; r++) {
  // easy and hard dealt round-robin after a shuffle: each fold holds both kinds
  const order = [...shuffled(data.filter((j) => j.kind === 'easy'), 17 + r), ...shuffled(data.filter((j) => j.kind === 'hard'), 31 + r)];
  for (let f = 0; f < folds; f++) {
    const test = order.filter((_, i) => i % folds === f);
    const train = order.filter((_, i) => i % folds !== f);
    if (logistic) {
      const beta = fitBeta(train);
      if (!loo) console.log(`  repeat ${r + 1} fold ${f + 1}: ${betaText(beta)}`);
      for (const job of test) cv.set(job.id, [...(cv.get(job.id) ?? []), ndcgOfBeta(job, beta)]);
      continue;
    }
    const w = fit(train);
    if (!loo) console.log(`  repeat ${r + 1} fold ${f + 1}: ${changed(w)}`);
    for (const job of test) cv.set(job.id, [...(cv.get(job.id) ?? []), ndcgOf(job, w)]);
  }
}
console.log(`fitted, ${loo ? 'leave-one-job-out' : `${folds}-fold × ${repeats}`} CV: ${groups((job) => meanOf(cv.get(job.id) ?? []))}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
if (logistic) {
  const beta = fitBeta(data);
  console.log(`hand β through the log-linear form: ${groups((job) => ndcgOfBeta(job, HAND_BETA))} (must equal the hand weights)`);
  console.log(`fitted on the whole tuning part:  ${groups((job) => ndcgOfBeta(job, beta))} (in-sample)\n  ${betaText(beta)}`);
  checkLine('hand', (job) => ndcgOf(job, HAND));
  checkLine('fitted', (job) => ndcgOfBeta(job, beta));
} else {
  const all = fit(data);
  console.log(`fitted on the whole tuning part:  ${groups((job) => ndcgOf(job, all))} (in-sample)\n  ${changed(all)}`);
  checkLine('hand', (job) => ndcgOf(job, HAND));
  checkLine('fitted', (job) => ndcgOf(job, all));
}
