/**
 * A text's words as a run of word ids, for the re-rank's phrase look-ups (skillCredit.ts, levelOf):
 * whether a profile names a required skill or the title, as written or in other forms of its
 * words ('visual merchandising executive' for 'Visual Merchandiser'). Searching each phrase in
 * the profile's padded text (' cad designer rhino ... ') was ~15 % of the re-rank of a page
 * (75 profiles, ~6 look-ups a pair); comparing ids does the same look-up in a fraction of it.
 *
 * Exact by construction: a padded text is its words joined by single spaces (tokenize gives
 * non-empty words without spaces, and so does stemsOf), so `words.includes(phrase)` holds exactly
 * when the phrase's words follow one another in the text's words; one id a word (both ways) makes
 * that the same comparison on ids. The stems are compared through each word's stem id, so a
 * profile keeps one run, not two.
 *
 * The vocabulary is the process's: every distinct word of the profiles and jobs scored, once
 * (~80 bytes a word). Words repeat across résumés, but each profile also brings a few of its own
 * (shop names, streets, pin codes), so over a server's life the vocabulary would only grow: past
 * VOCABULARY_LIMIT distinct words, a profile's words never met before are kept as UNKNOWN, which no
 * phrase names. A phrase's words are always remembered (a job's skills and title are few). Exact
 * until then; after it, a job asking for a word first seen in such a profile misses it there.
 */
import { stemsOf } from './matchTerms';

/** ~80 MB of words; 100,000 demo profiles (names, streets and all) hold ~129,000 */
export const VOCABULARY_LIMIT = 1_000_000;
/** a word of a profile met after the vocabulary was full: it equals no phrase's word or stem */
const UNKNOWN = -1;

const idOf = new Map<string, number>();
/** by word id: the id of the word's stem (stemsOf) */
let stemIdOf = new Int32Array(1024);

function intern(word: string): number {
  let id = idOf.get(word);
  if (id !== undefined) return id;
  id = idOf.size;
  idOf.set(word, id);
  if (id >= stemIdOf.length) {
    const grown = new Int32Array(stemIdOf.length * 2);
    grown.set(stemIdOf);
    stemIdOf = grown;
  }
  const stem = stemsOf(word);
  // interned first: interning the stem may grow the array
  const stemId = stem === word ? id : intern(stem);
  stemIdOf[id] = stemId;
  return id;
}

/** A profile's word: remembered while the vocabulary has room, else UNKNOWN if never met. */
const profileWordId = (word: string) => (idOf.size < VOCABULARY_LIMIT ? intern(word) : (idOf.get(word) ?? UNKNOWN));

/** The ids of a padded profile text's words, in order (' rhino 3d ' → two ids; '  ' → none). */
export function wordRun(padded: string, idOfWord: (word: string) => number = profileWordId): Int32Array {
  const words = padded.split(' ').filter(Boolean);
  const run = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) run[i] = idOfWord(words[i]);
  return run;
}

/** How many distinct words the look-ups remember (VOCABULARY_LIMIT, above). */
export const vocabularySize = () => idOf.size;

/** A phrase to look up: its words' ids, and their stems' ids (the same length). */
export interface PhraseRun {
  words: Int32Array;
  stems: Int32Array;
}

export function phraseRun(padded: string): PhraseRun {
  return { words: wordRun(padded, intern), stems: wordRun(stemsOf(padded), intern) };
}

/**
 * Whether the text of `run` names the phrase: `text.includes(phrase) || stemsOf(text).includes(stemsOf(phrase))`
 * on the padded texts, a phrase without words naming nothing.
 */
export function namesPhrase(run: Int32Array, phrase: PhraseRun): boolean {
  const { words, stems } = phrase;
  const k = words.length;
  if (k === 0) return false;
  const stemOf = stemIdOf;
  const firstWord = words[0];
  const firstStem = stems[0];
  for (let at = 0, end = run.length - k; at <= end; at++) {
    const id = run[at];
    if (id === UNKNOWN) continue;
    if (id === firstWord) {
      let j = 1;
      while (j < k && run[at + j] === words[j]) j++;
      if (j === k) return true;
    }
    if (stemOf[id] === firstStem) {
      let j = 1;
      while (j < k && stemOf[run[at + j]] === stems[j]) j++;
      if (j === k) return true;
    }
  }
  return false;
}
