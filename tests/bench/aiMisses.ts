/**
 * The tuning part's misses, for working on the relevance score: for each tuning job whose
 * nDCG@5 is below 1, its top 5 and the labelled seekers it left out, with the score's parts
 * (semantic, coverage, seniority, context, role), then the tuning means. Held-out jobs are never
 * printed, and the blind and sealed parts' seekers are left out of the ranking: choosing a value
 * by reading them one by one would make them tuned.
 *
 *   npx tsx tests/bench/aiMisses.ts [--summary] [--no-years] [--no-roles] [--no-job-years] [--no-job-skills] [--no-overview] [--padding] [--typos] [job id filter]
 *
 * --no-years drops the seekers' yearsOfExperience field, so the years must come from the
 * résumé's words (as when a profile was never filled in); --no-roles drops their preferred
 * roles, so the role must come from the résumé's words; --no-job-years drops the jobs'
 * yearsOfExperience and experience level, so the years asked must come from the ad's words;
 * --no-job-skills drops every job's skills list, so its words must do (listedSkillsExpected);
 * --no-overview leaves every profile without a résumé as its fields alone (skills, roles, years);
 * --padding puts résumé padding around every profile (an objective in front, hobbies and
 * personal details after) and an ad's boilerplate after every job's description, as profiles
 * and ads often come; --typos mistypes every other profile as hurried typing does (typos.ts).
 */
import type { EvalSeeker } from '../../domain/ai/evaluationTypes';
import { ndcgAt, ranksSeeker } from '../../domain/ai/ranking';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../server/ai/embeddingText';
import { asStored } from '../../server/ai/evaluation';
import { createLocalEmbedder } from '../../server/ai/local/localEmbedder';
import { relevance } from '../../server/ai/relevance';
import { seekerFeatures } from '../../server/ai/seekerFeatures';
import { jobFeatures } from '../../server/ai/jobFeatures';
import { READABLE_SEEKERS, readableLabels, TUNING_JOBS } from './tuningPart';
import { withTypos } from './typos';

const args = process.argv.slice(2);
const summaryOnly = args.includes('--summary');
const noYears = args.includes('--no-years');
const noRoles = args.includes('--no-roles');
const padding = args.includes('--padding');
const typos = args.includes('--typos');
const noJobYears = args.includes('--no-job-years');
const noOverview = args.includes('--no-overview');
const noJobSkills = args.includes('--no-job-skills');
const BEFORE = ['Career objective: to work in a challenging environment where I can utilise my skills for the growth of the organisation.', 'CURRICULUM VITAE.', 'Objective: seeking a suitable position in a reputed company.'];
const AFTER = [
  'Hobbies: reading, cricket, travelling. Languages known: Hindi, English, Marathi.',
  'Date of birth: 14/03/1991. Marital status: married. Declaration: I hereby declare that the above information is true to the best of my knowledge.',
  "Strengths: hard working, punctual, positive attitude. Father's name: R. K. Sharma.",
];
const AD = [
  'About us: a 40 year old jewellery house with 25 showrooms. Salary: best in the industry. Benefits: PF, ESIC, bonus. Interested candidates can send their CV to careers@example.com.',
  'Who we are: an award-winning brand of bridal jewellery in 12 cities. CTC: 3-5 LPA. Timings: 10:30 am - 8:30 pm. How to apply: walk in with your resume.',
  'Equal opportunity employer. Working days: 6 days a week. Immediate joiners preferred. Contact HR on the number below.',
];
const pad = <T extends { overview: string }>(s: T, i: number): T =>
  padding ? { ...s, overview: `${BEFORE[i % BEFORE.length]} ${s.overview} ${AFTER[i % AFTER.length]}` } : s;
const slip = <T extends EvalSeeker>(s: T): T => (typos ? withTypos(s) : s);
const filter = args.find((a) => !a.startsWith('--'));
const pool: EvalSeeker[] = READABLE_SEEKERS.map((s, i) => ({
  ...slip(pad(s, i)),
  ...(noYears ? { yearsOfExperience: undefined } : {}),
  ...(noRoles ? { preferredRoles: undefined } : {}),
  // a profile filled in as fields alone: skills, roles and years, no text (a résumé's own text is kept)
  ...(noOverview && !s.resume ? { overview: '' } : {}),
}));
const embedder = createLocalEmbedder();
const jobs = TUNING_JOBS.filter((j) => !filter || j.id.includes(filter)).map((j, i) =>
  ({
    ...(padding ? { ...j, description: `${j.description ?? ''} ${AD[i % AD.length]}` } : j),
    ...(noJobYears ? { yearsOfExperience: undefined, experience: undefined } : {}),
    ...(noJobSkills ? { skillsRequired: undefined } : {}),
  }),
);
const jobVectors = await embedder.embed(jobs.map(jobEmbeddingText));
const seekerVectors = await embedder.embed(pool.map((s) => jobSeekerEmbeddingText(asStored(s))));
const seekers = pool.map((s) => seekerFeatures(asStored(s)));
const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);
const sums: Record<string, number[]> = {};

for (const [j, job] of jobs.entries()) {
  const features = jobFeatures(job);
  const labels = readableLabels(job.id);
  const ranked = pool
    .map((s, i) => ({ seeker: s, r: relevance(dot(jobVectors[j], seekerVectors[i]), features, seekers[i]) }))
    .filter((x) => ranksSeeker(job, x.seeker))
    .sort((a, b) => b.r.score - a.r.score || a.seeker.id.localeCompare(b.seeker.id));
  const ndcg = ndcgAt(5, ranked.map((x) => x.seeker.id), labels);
  (sums[`${job.kind ?? 'easy'}${job.source === 'padded' ? ' (plain part)' : job.source === 'resume' ? ' (résumé part)' : job.source === 'opened' ? ' (opened part)' : ''}`] ??= []).push(ndcg);
  if (ndcg > 0.999 || summaryOnly) continue;
  console.log(`\n${job.id} (${job.kind}) nDCG@5 ${ndcg.toFixed(3)}: ${job.title} · ${job.experience ?? ''} ${job.yearsOfExperience ?? ''}`);
  const line = ({ seeker, r }: (typeof ranked)[number], rank: number) =>
    `  #${rank + 1} ${seeker.id} label ${labels[seeker.id] ?? 0} score ${(r.score * 100).toFixed(1)} sem ${r.semantic.toFixed(2)} cov ${r.coverage.toFixed(2)} ` +
    `sen ${r.seniority.fit.toFixed(2)} (${r.seniority.years ?? '?'}y) ctx ${r.context.toFixed(2)} role ${r.role.toFixed(2)} | ` +
    `${seeker.preferredRoles?.join('/') ?? ''}: ${seeker.overview.slice(0, 70)}`;
  ranked.forEach((x, i) => {
    if (i < 5 || labels[x.seeker.id]) console.log(line(x, i));
  });
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`\ntuning, blind and sealed seekers left out${noYears ? ', no years field' : ''}${noRoles ? ', no preferred roles' : ''}${noJobYears ? ', no job years fields' : ''}${padding ? ', padded' : ''}${typos ? ', mistyped' : ''}: ${Object.entries(sums).map(([k, xs]) => `${k} ${mean(xs).toFixed(3)} (${xs.length})`).join(', ')}, all ${mean(Object.values(sums).flat()).toFixed(3)}`);
