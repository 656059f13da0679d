/** Text normalisation shared by the lexicon, the hashing and the keyword baseline. */
import { correctSpelling, oneSpelling } from './spelling';
import { STOPWORDS } from './stopwords';

/**
 * Lower-case words, a misspelt trade word read as the word it misspells ('excutive': spelling.ts),
 * with a light plural fold so 'setters' and 'setter' meet, and one spelling for a word written
 * several ways ('jewelry' and 'jewellery').
 */
export function tokenize(text: string): string[] {
  const raw = text.toLowerCase().split(/[^a-z0-9+#]+/);
  const out: string[] = [];
  for (const word of raw) {
    if (!word) continue;
    out.push(oneSpelling(fold(correctSpelling(word))));
  }
  return out;
}

function fold(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** 32-bit FNV-1a, for feature hashing. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function isContentWord(token: string): boolean {
  return token.length > 1 && !STOPWORDS.has(token) && !/^\d+$/.test(token);
}
