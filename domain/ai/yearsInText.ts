import { ENTRY_WORDS, HEAD_WORDS } from './roleRank';
import { levelYears } from './seniority';
import { oneSpaceRuns } from './whitespace';
import { amount, MOST, notACareer, WORD } from './yearWords';

/**
 * A person's years of experience as their own words say them, for profiles whose years field
 * was never filled in: '7 yrs', '4 yr exp', 'nine years', 'since three years', 'a decade',
 * '2015 - present', 'from 2021 to till date', 'since 2017' (the larger of a stated figure and the
 * dates' span). The seniority fit
 * (domain/ai/seniority.ts) can then weigh them instead of treating the person as unknown. The
 * local overview writer reads the same two parts (statedYears, spanYears) but states what the
 * résumé states first: a résumé's '7 years' beside '2016 - present' was true when it was written.
 */

/**
 * '7 yrs', '2.5 years', '10+ years', '4 yr exp'; 'nine years'; 'a decade'; '6 months'; '6 saal' (Hindi,
 * as workers' résumés write it) ('a year' is also a rate: '20% a year')
 */
const STATED = new RegExp(`\\b(\\d{1,2}(?:\\.\\d{1,2})?|${WORD}|a(?= decade))\\s*\\+?\\s*(years?|yrs?|decades?|months?|saal)\\b`, 'gi');
const YEAR = '(?:19[6-9]\\d|20\\d\\d)';
/** A month's name or its abbreviation ('Oct', 'Sept.', 'June'), as a pattern to build others with. */
export const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const OPEN_END = '(?:till\\s+date|to\\s+date|present|current|now|today|date)';
/** '2015 - present', 'Mar 2015 – Jun 2019', 'from 2021 to till date' (also how the overview writer finds a position's dates) */
export const DATE_RANGE = new RegExp(`\\b(${YEAR})\\s*(?:[-–—]|to|till|until)\\s*(?:${MONTH}\\s*)?(?:till\\s+|to\\s+)?(${YEAR}|${OPEN_END})`, 'gi');
/** 'since 2017', 'working from 2019' */
const SINCE = new RegExp(`\\b(?:since|from)\\s+(?:${MONTH}\\s*)?(${YEAR})\\b(?!\\s*(?:[-–—]|to|till|until)\\s*(?:${MONTH}\\s*)?(?:${YEAR}|till|to))`, 'gi');
/** 'Fresher, B.Sc. 2025': the person; 'trained 40 freshers' are the people they trained */
const FRESHER = /\bfresher\b(?!s)/i;
/** Dates of a school, a degree or a course, not of work: 'B.Com (2015-2018)', 'GIA GG course 2019 - 2020' */
const STUDY_BEFORE = /\b(?:b\.?\s?com|b\.?\s?sc|b\.?\s?a|m\.?\s?com|m\.?\s?sc|mba|bba|b\.?\s?tech|b\.?\s?des|degree|diploma|graduation|graduated|graduate|school|college|university|course|ssc|hsc|10th|12th|education|studied|studying|born)\b[^.,;\n]{0,25}$/i;
const isStudy = (text: string, at: number) => STUDY_BEFORE.test(text.slice(Math.max(0, at - 60), at));

/** The largest span the text states in words or figures ('7 yrs', 'nine years', '6 months'). */
export function statedYears(written: string): number | null {
  const text = oneSpaceRuns(written);
  let most: number | null = null;
  for (const m of text.matchAll(STATED)) {
    const at = m.index ?? 0;
    if (notACareer(text, at, m[0].length)) continue;
    const unit = m[2].toLowerCase();
    const years = amount(m[1]) * (unit.startsWith('decade') ? 10 : unit.startsWith('month') ? 1 / 12 : 1);
    if (years > 0 && years < MOST) most = Math.max(most ?? 0, Math.round(years * 10) / 10);
  }
  return most;
}

/** From the earliest start to the latest end of the text's date ranges ('2015 - present', 'since 2017'). */
export function spanYears(written: string, thisYear: number): number | null {
  const text = oneSpaceRuns(written);
  let first = Infinity;
  let last = -Infinity;
  const see = (start: number, end: number) => {
    first = Math.min(first, start);
    last = Math.max(last, end);
  };
  for (const m of text.matchAll(DATE_RANGE)) if (!isStudy(text, m.index ?? 0)) see(Number(m[1]), /^\d+$/.test(m[2]) ? Number(m[2]) : thisYear);
  for (const m of text.matchAll(SINCE)) if (!isStudy(text, m.index ?? 0)) see(Number(m[1]), thisYear);
  return Number.isFinite(first) && last >= first && last - first < MOST ? Math.max(1, last - first) : null;
}

/**
 * Years stated in words or figures or the span of the dates, the larger when the text has both
 * ('from 2018 to till date ... previously salesman for 4 yrs' is 8, not 4: a stated figure is often
 * one earlier job's); else 0 for a fresher; null when the text says nothing.
 */
export function yearsInText(text: string, thisYear: number): number | null {
  const stated = statedYears(text);
  const span = spanYears(text, thisYear);
  if (stated !== null || span !== null) return Math.max(stated ?? 0, span ?? 0);
  return FRESHER.test(text) ? 0 : null;
}

/** The level a role's own words name, from the top: 'Head of Design', 'Sr. Setter', 'Trainee Grader'. */
const LEVEL_WORDS: Array<[RegExp, string]> = [
  [HEAD_WORDS, 'Management-Level'],
  [/\b(senior|sr|master|principal|lead|team leader|tl|in-charge|in charge)\b/i, 'Sr-Level'],
  [ENTRY_WORDS, 'Entry/Fresher'],
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
