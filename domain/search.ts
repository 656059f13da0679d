/**
 * Global search (Ctrl+K): the groups it answers and how a group's "See all" link is made. The
 * server and the fake provider both answer through these rules, so the console shows the same
 * links whichever answers.
 *
 * "See all" opens the list with one filter_ parameter. List filters match substrings, and a
 * search forgives typos, so the link filters on the field of the best hit that is closest to
 * the query, with the query itself when the field contains it, else with the field's word
 * closest to the query ("gemolgist" links to Title = "Gemologist").
 */
import type { ListName } from './filters';
import type { SearchGroup as ContractSearchGroup } from './generated/contract';

/** Shortest query the search answers: one or two letters would match most of the marketplace. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Hits per group in the search box. */
export const SEARCH_GROUP_SIZE = 5;

/** The order of the groups when their best hits are equally close. */
export const SEARCH_LISTS = ['jobs', 'jobseekers', 'companies', 'employers', 'job-applications', 'company-requests'] as const satisfies readonly ListName[];
export type SearchList = (typeof SEARCH_LISTS)[number];

export type { SearchHit } from './generated/contract';

/** A group of the contract, its list narrowed to the lists the search answers. */
export interface SearchGroup extends Omit<ContractSearchGroup, 'list'> {
  list: SearchList;
}

/**
 * Fields a hit was compared on that a list filter can use, and the key of that filter. Fields no
 * filter reads (a job code, a phone number) find records in the search box but make no link.
 */
export const SEE_ALL_FILTER: { readonly [L in SearchList]: Readonly<Record<string, string>> } = {
  jobs: { title: 'title', companyName: 'companyName', location: 'location' },
  jobseekers: {
    'personalDetails.fullName': 'personalDetails.fullName',
    'personalDetails.email': 'personalDetails.email',
    skills: 'skills',
  },
  companies: { companyName: 'companyName' },
  employers: { 'personalDetails.fullName': 'personalDetails.fullName', 'personalDetails.email': 'personalDetails.email' },
  'job-applications': { name: 'name', designation: 'designation' },
  'company-requests': { companyName: 'companyName', employerEmail: 'employerEmail' },
};

/** Trims, folds runs of spaces, and cuts to the longest query the search reads. */
export function normaliseSearchQuery(query: string): string {
  return query.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** pg_trgm's trigrams: each word (letters and digits) lower-cased, padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** The share of the query's trigrams that the phrase holds (pg_trgm's word_similarity for one extent). */
function trigramCoverage(query: string, phrase: string): number {
  const wanted = trigrams(query);
  if (wanted.size === 0) return 0;
  const held = trigrams(phrase);
  let shared = 0;
  for (const t of wanted) if (held.has(t)) shared++;
  return shared / wanted.size;
}

/** The words of a text as the search reads them (pg_trgm's split): lower case, letters and digits. */
export function searchWordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** Typed words shorter than this ("co", "&") only rank the records when a longer word is typed too. */
export const SEARCH_SHORT_WORD = 3;
/** Least trigram similarity of a correction of a mistyped word: "diaond" → diamond 0.5, "exeutive" → executive 0.58. */
export const SEARCH_TYPO_SIMILARITY = 0.45;
/** Closest words of the marketplace a mistyped word stands for. */
export const SEARCH_CORRECTIONS = 2;
/** How close a query of short words alone ("HR", "Li Na") must be to a record's text. */
export const SEARCH_SHORT_QUERY_CLOSENESS = 0.8;

/** What a record must hold for one typed word: a word starting with one of `starts`, or the number (in part). */
export type SearchTerm = { starts: string[] } | { number: string };

/** pg_trgm's similarity of two words: their shared trigrams over all of theirs. */
function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared || 1);
}

/**
 * What finds records for a query, on the server and in the offline demo alike: one term per typed
 * word of SEARCH_SHORT_WORD characters or more; a number as typed; a word with letters as typed
 * when `correctionsOf` says it starts a known word (null), else as the closest known words it
 * gives. 'short' when every typed word is shorter (such a query is matched by closeness instead);
 * null when nothing is typed or a word is close to nothing.
 */
export function searchTerms(query: string, correctionsOf: (word: string) => readonly string[] | null): SearchTerm[] | 'short' | null {
  const typed = [...new Set(searchWordsOf(query))];
  if (!typed.length) return null;
  const long = typed.filter((word) => [...word].length >= SEARCH_SHORT_WORD);
  if (!long.length) return 'short';
  const terms: SearchTerm[] = [];
  for (const word of long) {
    const corrections = hasLetter(word) ? correctionsOf(word) : null;
    if (corrections && !corrections.length) return null;
    terms.push(corrections ? { starts: [...corrections] } : hasLetter(word) ? { starts: [word] } : { number: word });
  }
  return terms;
}

/** The typed words whose corrections `searchTerms` asks for: long enough, with a letter. */
export function wordsToCorrect(query: string): string[] {
  return [...new Set(searchWordsOf(query))].filter((word) => [...word].length >= SEARCH_SHORT_WORD && hasLetter(word));
}

const hasLetter = (word: string) => /\p{L}/u.test(word);

/** `correctionsOf` for searchTerms over a list of known words (the offline demo's). */
export function correctionsAmong(known: Iterable<string>): (word: string) => string[] | null {
  const words = [...known];
  return (word) =>
    words.some((w) => w.startsWith(word))
      ? null
      : words
          .map((w) => ({ w, s: similarity(word, w) }))
          .filter((c) => c.s >= SEARCH_TYPO_SIMILARITY)
          .sort((a, b) => b.s - a.s || a.w.length - b.w.length || (a.w < b.w ? -1 : 1))
          .slice(0, SEARCH_CORRECTIONS)
          .map((c) => c.w);
}

/** Whether a text holds every term: a word starting with one of a term's words, or its number. */
export function holdsTerms(text: string, terms: readonly SearchTerm[]): boolean {
  const words = searchWordsOf(text);
  const lower = text.toLowerCase();
  return terms.every((term) => ('number' in term ? lower.includes(term.number) : words.some((w) => term.starts.some((s) => w.startsWith(s)))));
}

/** The shortest run of up to three words of `text` closest to the query, and how close it is. */
function closestPhrase(query: string, text: string): { phrase: string; score: number } {
  const words = text.split(/[\s,;/()]+/).filter((w) => w !== '');
  let best = { phrase: text, score: 0 };
  for (let n = 1; n <= Math.min(3, words.length); n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      const score = trigramCoverage(query, phrase);
      if (score > best.score) best = { phrase, score };
    }
  }
  return best;
}

/**
 * Close to pg_trgm's word_similarity: how well the query matches the best run of words of the
 * text (1 when the text contains it). The offline demo ranks with it; the server asks PostgreSQL.
 */
export function textWordSimilarity(query: string, text: string): number {
  if (text.toLowerCase().includes(query.toLowerCase())) return 1;
  return closestPhrase(query, text).score;
}


/** The value a list filter needs to find `text` for this query (see the header). */
export function filterValueFor(query: string, text: string): string {
  if (text.toLowerCase().includes(query.toLowerCase())) return query;
  return closestPhrase(query, text).phrase;
}

/** The "See all" filter of a group, from the texts of its best hit's fields (field → text). */
export function seeAllFor(list: SearchList, query: string, fields: Readonly<Record<string, string | null | undefined>>): SearchGroup['seeAll'] {
  let best: { field: string; text: string; score: number } | null = null;
  for (const [field, text] of Object.entries(fields)) {
    if (!text || !SEE_ALL_FILTER[list][field]) continue;
    const score = textWordSimilarity(query, text);
    if (score > 0 && (!best || score > best.score)) best = { field, text, score };
  }
  return best && { key: SEE_ALL_FILTER[list][best.field], value: filterValueFor(query, best.text) };
}
