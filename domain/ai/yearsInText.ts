import { levelYears } from './seniority';

/**
 * A person's years of experience as their own words say them, for profiles whose years field
 * was never filled in: '7 yrs', '4 yr exp', 'nine years', 'since three years', 'a decade',
 * '2015 - present', 'from 2021 to till date', 'since 2017'. The seniority fit
 * (domain/ai/seniority.ts) can then weigh them instead of treating the person as unknown; the
 * local overview writer states the same figure.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
};
const WORD = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|');
/** '7 yrs', '2.5 years', '10+ years', '4 yr exp'; 'nine years'; 'a decade'; '6 months' ('a year' is also a rate: '20% a year') */
const STATED = new RegExp(`\\b(\\d{1,2}(?:\\.\\d{1,2})?|${WORD}|a(?= decade))\\s*\\+?\\s*(years?|yrs?|decades?|months?)\\b`, 'gi');
const YEAR = '(?:19[6-9]\\d|20\\d\\d)';
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const OPEN_END = '(?:till\\s+date|to\\s+date|present|current|now|today|date)';
/** '2015 - present', 'Mar 2015 – Jun 2019', 'from 2021 to till date' (also how the overview writer finds a position's dates) */
export const DATE_RANGE = new RegExp(`\\b(${YEAR})\\s*(?:[-–—]|to|till|until)\\s*(?:${MONTH}\\s*)?(?:till\\s+|to\\s+)?(${YEAR}|${OPEN_END})`, 'gi');
/** 'since 2017', 'working from 2019' */
const SINCE = new RegExp(`\\b(?:since|from)\\s+(?:${MONTH}\\s*)?(${YEAR})\\b(?!\\s*(?:[-–—]|to|till|until)\\s*(?:${MONTH}\\s*)?(?:${YEAR}|till|to))`, 'gi');
const FRESHER = /\bfreshers?\b/i;
/** Beyond this a figure is not a career (a birth year, a company's age). */
const MOST = 50;

const amount = (n: string) => (n.toLowerCase() === 'a' ? 1 : (NUMBER_WORDS[n.toLowerCase()] ?? Number(n)));

/** The largest span the text states in words or figures ('7 yrs', 'nine years', '6 months'). */
export function statedYears(text: string): number | null {
  let most: number | null = null;
  for (const m of text.matchAll(STATED)) {
    const unit = m[2].toLowerCase();
    const years = amount(m[1]) * (unit.startsWith('decade') ? 10 : unit.startsWith('month') ? 1 / 12 : 1);
    if (years > 0 && years < MOST) most = Math.max(most ?? 0, Math.round(years * 10) / 10);
  }
  return most;
}

/** From the earliest start to the latest end of the text's date ranges ('2015 - present', 'since 2017'). */
export function spanYears(text: string, thisYear: number): number | null {
  let first = Infinity;
  let last = -Infinity;
  const see = (start: number, end: number) => {
    first = Math.min(first, start);
    last = Math.max(last, end);
  };
  for (const m of text.matchAll(DATE_RANGE)) see(Number(m[1]), /^\d+$/.test(m[2]) ? Number(m[2]) : thisYear);
  for (const m of text.matchAll(SINCE)) see(Number(m[1]), thisYear);
  return Number.isFinite(first) && last >= first && last - first < MOST ? Math.max(1, last - first) : null;
}

/** Years stated in words or figures, else the span of the dates, else 0 for a fresher; null when the text says nothing. */
export function yearsInText(text: string, thisYear: number): number | null {
  return statedYears(text) ?? spanYears(text, thisYear) ?? (FRESHER.test(text) ? 0 : null);
}

/** The level a role's own words name, from the top: 'Head of Design', 'Sr. Setter', 'Trainee Grader'. */
const LEVEL_WORDS: Array<[RegExp, string]> = [
  [/\b(head|director|chief|vp|vice president|general manager|cluster manager|area manager|regional manager)\b/i, 'Management-Level'],
  [/\b(senior|sr|master|principal|lead|in-charge|in charge)\b/i, 'Sr-Level'],
  [/\b(trainee|apprentice|intern|fresher|junior|jr|helper)\b/i, 'Entry/Fresher'],
];

/**
 * The least years of the level a person's own role names, for a profile that states no years
 * at all: a 'Head of Sales' is not a newcomer, an 'Apprentice setter' is one. Null when the role
 * names no level.
 */
export function levelYearsOfRole(role: string): number | null {
  const level = LEVEL_WORDS.find(([words]) => words.test(role));
  return level ? levelYears(level[1]) : null;
}
