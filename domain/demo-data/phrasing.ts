/**
 * How real people write a résumé, for the demo's: the same facts in other words and orders,
 * non-native phrasing, synonyms of the trade (man-made for lab-grown, jewelry for jewellery,
 * horologist for watchmaker) and padding that says nothing about fit (hobbies, "hard working").
 * Without it every demo seeker wrote in the matching engine's own vocabulary and flattered it.
 */
import type { Rng } from './prng';

export interface SummaryFacts {
  title: string;
  years: number;
  skills: readonly string[];
  roles: readonly string[];
  places: readonly string[];
  city: string | null;
}

const HOBBIES = ['cricket', 'reading', 'travelling', 'music', 'photography', 'cooking', 'yoga', 'badminton'];
const PADDING = [
  'Hard working, punctual and honest.',
  'Good communication skills and a team player.',
  'Ready to work in shifts and on weekends.',
  'Quick learner, comfortable with MS Office.',
  'Can join within 30 days.',
];

const or = (items: readonly string[]) => items.join(' or ');
const list = (items: readonly string[]) => items.join(', ');
const lower = (s: string) => s.toLowerCase();

/** One of several ways of writing the same summary, picked by the seeker's own PRNG stream. */
export function summaryOf(rng: Rng, f: SummaryFacts): string {
  const [a, b, c] = f.skills;
  const yearsText = f.years === 0 ? 'fresher' : `${f.years} year${f.years === 1 ? '' : 's'}`;
  const variants: Array<() => string> = [
    () =>
      `${f.title} ${f.years === 0 ? 'starting out' : `with ${yearsText}`} in the jewellery and luxury trade, skilled in ${list(f.skills.slice(0, 3))}. ` +
      `Looking for ${or(f.roles)} roles in ${list(f.places)}.`,
    () =>
      `I am having ${f.years === 0 ? 'no' : yearsText} experience as ${lower(f.title)}, mainly ${a ?? f.title} and ${b ?? f.title}. ` +
      `Looking job as ${or(f.roles)} in ${list(f.places)}. ${rng.pick(PADDING)}`,
    () =>
      `${f.years === 0 ? 'Fresher' : `${f.years}+ yrs`} hands-on with ${list(f.skills.slice(0, 3))}; worked as ${lower(f.title)}. ` +
      `Based in ${f.city ?? f.places[0] ?? 'India'}, open to relocate (${list(f.places)}).`,
    () =>
      `Dedicated ${lower(f.title)}. My strengths: ${list(f.skills.slice(0, 4))}. Hobbies: ${list(rng.sample(HOBBIES, 2))}. ` +
      `Want to grow with a reputed organisation as ${f.roles[0] ?? f.title}.`,
    () =>
      `Professional with ${f.years === 0 ? 'internship' : yearsText} experience${c ? ` in ${c}` : ''} and ${a ?? f.title}. ` +
      `Seeking the position of ${or(f.roles)}. ${rng.pick(PADDING)}`,
    () => `${list(f.skills.slice(0, 3))} — ${yearsText} on the job as ${f.title}. Preferred location: ${list(f.places)}.`,
  ];
  return rng.pick(variants)();
}

/** The trade's words as other people write them: each rule applies to some résumés, not all. */
const SYNONYMS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\blab-grown\b/gi, ['man-made', 'lab-created', 'CVD', 'lab grown']],
  [/\bjewellery\b/g, ['jewelry', 'jewellery', 'jewellery']],
  [/\bcustomers\b/g, ['clients', 'buyers', 'customers']],
  [/\bdiamonds\b/g, ['diamonds', 'stones', 'solitaires']],
  [/\bWatchmaker\b/g, ['Horologist', 'Watch Technician', 'Watchmaker']],
  [/\bGemologist\b/g, ['Gemmologist', 'GIA Graduate', 'Gemologist']],
];

/** A duty or a summary in one seeker's words (the same rule keeps the same word within a résumé). */
export function reword(rng: Rng, text: string, choices: Map<RegExp, string>): string {
  let out = text;
  for (const [pattern, alternatives] of SYNONYMS) {
    if (!pattern.test(out)) continue;
    pattern.lastIndex = 0;
    let choice = choices.get(pattern);
    if (choice === undefined) {
      choice = rng.pick(alternatives);
      choices.set(pattern, choice);
    }
    out = out.replace(pattern, choice);
  }
  return out;
}
