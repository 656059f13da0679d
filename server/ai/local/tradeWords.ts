/**
 * A text's words weighed by how rare they are in the trade's own ads: the idf of the demo data's
 * 300 job ads (domain/demo-data), a fixed corpus, so a pair's score never moves as jobs or
 * profiles are added. The rare-word part (wordVectors/rareWords.ts) weighs words by their rarity
 * in ordinary English, where 'jewellery' and 'gold' are rare; in this trade's ads they are in most
 * posts and say little, while 'rhodium', 'tally' or 'hallmarking' still single out the posts that
 * need them. A word the ads never use weighs as the rarest.
 */
import { generateDemoData } from '../../../domain/demo-data/index';
import { jobEmbeddingText } from '../embeddingText';
import { isContentWord, tokenize } from './tokens';
import { type RareWords, weightiestWords, wordPairs } from './wordVectors/rareWords';

/** The weightiest words kept of a text: ~390 bytes a cached profile. */
const KEPT = 48;

let idfOfWord: ((word: string) => number) | undefined;

/** Built on first use (~40 ms): the demo generator's jobs alone (its other kinds are separate streams). */
function tradeIdf(): (word: string) => number {
  if (idfOfWord) return idfOfWord;
  const ads = generateDemoData({ counts: { jobSeekers: 0, applications: 0, companyRequests: 0 } }).jobs.map(jobEmbeddingText);
  const documents = new Map<string, number>();
  for (const ad of ads) for (const word of new Set(tokenize(ad).filter(isContentWord))) documents.set(word, (documents.get(word) ?? 0) + 1);
  const n = ads.length;
  idfOfWord = (word) => Math.log((1 + n) / (1 + (documents.get(word) ?? 0)) + 1);
  return idfOfWord;
}

/** The text's weightiest words by the trade's idf, as the cosine of rareWords.ts reads them. */
export function tradeWords(text: string): RareWords {
  return wordPairs(weightiestWords(text, tradeIdf(), KEPT));
}
