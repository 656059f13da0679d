/**
 * A job as the relevance score reads it: its required skills and title as needs a profile may
 * show (skillCredit.ts), the years it asks, the trade and goods it names, whether it is a
 * back-office role, and the rare words of an ad that lists few skills. Read once per job and
 * weighed against each seeker's (seekerFeatures.ts) by relevance.ts.
 */
import { withoutPadding } from '../../domain/ai/padding';
import { titleRank } from '../../domain/ai/seekerRoles';
import { yearsAskedInAd } from '../../domain/ai/seniority';
import { richTextLines } from '../../domain/richText';
import type { JobTextSource } from './embeddingText';
import { CONCEPTS } from './local/lexicon';
import { CONCEPT_INDEX, conceptsOfPhrase, conceptTerms, countContext, padded, stemsOf } from './matchTerms';
import { segmentsOf } from './segments';
import { textMeaning } from './local/wordVectors/meaning';
import { rareWordIndex, rareWords, sharedRareWords } from './local/wordVectors/rareWords';
import { type PhraseRun, phraseRun } from './wordRuns';
import { RELEVANCE_WEIGHTS } from './relevanceWeights';
import { profileText, readable, roleCore, type SeekerMatchSource } from './seekerFeatures';
import { sidesOf } from './workplaceSides';

/** One thing a job asks that a profile may show: a required skill, or the title as the role itself. */
export interface SkillNeed {
  name: string;
  phrase: string;
  /** the phrase's stems: 'Visual Merchandiser' is named by 'visual merchandising executive' */
  stems: string;
  /** the phrase and its stems as word ids, to look up in a profile's (wordRuns.ts) */
  run: PhraseRun;
  /** for each trade concept the skill names: the padded phrases that show it */
  conceptTerms: string[][];
  /** the same concepts by their index in CONCEPTS */
  conceptIndexes: number[];
  /** every concept behind it is the trade's handwork (the bench family): another trade's hands do it differently */
  craft: boolean;
}

/** The job's side of a match. */
export interface JobFeatures {
  skills: SkillNeed[];
  /** the job's title as one more requirement: the role itself, named or by its concepts */
  role: SkillNeed | null;
  yearsOfExperience: number | null;
  experience: string | null;
  needsContext: boolean;
  /**
   * the role is a back-office function every trade has (accounts, HR, administration) and the
   * title names no goods: the goods are the employer's industry, not the work, so not judged
   */
  officeRole: boolean;
  /** the job's own words, padded: an other trade's word the job names itself is not foreign to it */
  words: string;
  segments: Uint8Array;
  rare: Map<number, number>;
  roleMeaning: Int8Array | null;
  /** the side of the workplace the title names ('back office'), and the other one: a role named for that one is not this */
  side: { own: string[]; other: string[] } | null;
  /** the concepts of the title and required skills, whose share of a profile's words roleFunction.ts weighs; null without a title */
  functionConcepts: number[] | null;
  /** the rank the title's name holds (domain/ai/roleRank.ts); null without a title */
  rank: number | null;
}

/**
 * The job fields the score reads: those of the embedding's (embeddingText.ts, where each is
 * declared once) that say what the job asks, the responsibilities included; the title may be
 * missing from a job being edited.
 */
export type JobMatchSource = Pick<
  JobTextSource,
  'category' | 'industry' | 'skillsRequired' | 'description' | 'requirements' | 'responsibilities' | 'yearsOfExperience' | 'experience'
> & { title?: string | null };

/**
 * The back office every trade has, whatever its goods: accounts, HR, administration (the lexicon's
 * corporate family). Not marketing or e-commerce: they sell the goods, and know them.
 */
const OFFICE_FAMILIES = new Set(['corporate']);
const FAMILIES_OF = new Map(CONCEPTS.map((c) => [c.id, c.families]));
/** A role whose lexicon concepts (levels aside) are all back-office functions: 'Accountant', 'HR Executive'. */
function isOfficeRole(concepts: readonly string[]): boolean {
  const functions = concepts.filter((id) => id !== 'leadership' && id !== 'entry_level');
  return functions.length > 0 && functions.every((id) => (FAMILIES_OF.get(id) ?? []).every((f) => OFFICE_FAMILIES.has(f)));
}

/** A title's part that names no function, only a post: 'Executive – Sales', 'Head – Retail Training', 'Officer - Gold Loan'. */
const POST_ONLY = /^(?:executive|exec|manager|officer|head|associate|supervisor|consultant|specialist|coordinator|incharge|in-charge|in charge|analyst)$/i;

/**
 * The role a job title names. Seniority words ('Senior', 'Head of') are the seniority part's, not
 * the role's, and what follows a dash, bracket or comma is the goods or place ('Head of Sales, Lab
 * Grown'), which the other parts read; but a title that names its post first and its function
 * after the dash ('Executive – Sales (Diamond Jewellery)', an Indian ad's usual order) is that
 * function's post: 'Sales Executive', not any executive.
 */
function titleRole(title: string): string {
  const [first, second] = title.replace(/\b(senior|junior|sr|jr|trainee|head of|lead|chief|master|assistant)\b\.?/gi, ' ').split(/\s[-–(,]|,\s/).map((p) => p.trim());
  return POST_ONLY.test(first) && second ? `${second.replace(/[)\s]+$/, '')} ${first}` : first;
}

/** The required skills a job lists, each once. */
const listedSkills = (job: JobMatchSource): string[] => [...new Set((job.skillsRequired ?? []).map((s) => s.trim()).filter(Boolean))];

/** What an ad asks, as lines: a company blurb, pay and perks ('Benefits: PF, ESIC') say nothing of the work asked. */
const askedTexts = (job: JobMatchSource): string[] =>
  [job.description, job.requirements, job.responsibilities].map((text) => withoutPadding(richTextLines(text)));

/** The ad's words its rare-word part reads: title, skills and what it asks. */
const adRareText = (job: JobMatchSource, asked: readonly string[]): string => [job.title, ...(job.skillsRequired ?? []), ...asked].filter(Boolean).join('\n');

/** How many of the ad's rare words the explanation names. */
const AD_WORDS_SHOWN = 6;

/**
 * For an ad that lists fewer than listedSkillsExpected skills: its rare words the profile names
 * too, the most telling first — what the coverage reads in place of the skills the list lacks,
 * so the explanation can say it. None for an ad with a full list.
 */
export function adWordsShared(job: JobMatchSource, seeker: SeekerMatchSource): string[] {
  if (listedSkills(job).length >= RELEVANCE_WEIGHTS.listedSkillsExpected) return [];
  return sharedRareWords(adRareText(job, askedTexts(job)), profileText(readable(seeker)), AD_WORDS_SHOWN);
}

export function jobFeatures(job: JobMatchSource): JobFeatures {
  const need = (name: string): SkillNeed => {
    const phrase = padded(name);
    const ids = conceptsOfPhrase(phrase);
    const craft = ids.length > 0 && ids.every((id) => (FAMILIES_OF.get(id) ?? []).includes('bench'));
    return { name, phrase, stems: stemsOf(phrase), run: phraseRun(phrase), conceptTerms: ids.map((id) => conceptTerms.get(id) ?? []), conceptIndexes: ids.map((id) => CONCEPT_INDEX.get(id) ?? -1), craft };
  };
  const skills = listedSkills(job).map(need);
  const title = titleRole(job.title ?? '');
  const asked = askedTexts(job);
  const text = [job.title, job.category, job.industry, ...(job.skillsRequired ?? []), ...asked].filter(Boolean).join('\n');
  const role = title ? need(title) : null;
  return {
    skills,
    role,
    // the field, else what the ad's words ask: the score, the scan and the explanation read the same
    yearsOfExperience: yearsAskedInAd(job, asked.filter(Boolean).join('\n')),
    experience: job.experience ?? null,
    needsContext: countContext(padded(text)) > 0,
    // 'Accounts Executive - Bullion' names its goods: metal accounts are the trade's own work
    officeRole: isOfficeRole(conceptsOfPhrase(padded(title))) && countContext(padded(job.title ?? '')) === 0,
    words: padded(text),
    segments: segmentsOf(padded(text)),
    rare: rareWordIndex(rareWords(adRareText(job, asked))),
    roleMeaning: title ? textMeaning(roleCore(title)) : null,
    side: sidesOf(padded(title)),
    functionConcepts: role ? [...role.conceptIndexes, ...skills.flatMap((k) => k.conceptIndexes)] : null,
    rank: titleRank(job.title),
  };
}
