/**
 * The static word vectors behind the relevance score's closeness of meaning (issue 12): the
 * shipped file loads and is what it says, words close in meaning are close, rare shared words
 * weigh more than common ones.
 */
import { describe, expect, it } from 'vitest';
import { cosine } from '../../../server/ai/embedder';
import { embedOne } from '../../../server/ai/local/localEmbedder';
import { parseWordVectors, wordVectors } from '../../../server/ai/local/wordVectors/index';
import { meaningCosine, textMeaning } from '../../../server/ai/local/wordVectors/meaning';
import { rareWordIndex, rareWordOverlap, rareWords } from '../../../server/ai/local/wordVectors/rareWords';

const closeness = (a: string, b: string) => meaningCosine(textMeaning(a), textMeaning(b)) ?? Number.NaN;

describe('word vectors', () => {
  it('ships the most frequent English words plus the trade lexicon, 100 numbers each, in frequency order', () => {
    const wv = wordVectors();
    expect(wv.dims).toBe(100);
    expect(wv.index.size).toBeGreaterThanOrEqual(50_000);
    expect(wv.vectors.length).toBe(wv.index.size * wv.dims);
    // frequency order: the rank of a common word is below that of a rarer one
    expect(wv.index.get('the')).toBeLessThan(wv.index.get('watchmaker') ?? -1);
    for (const word of ['horologist', 'watchmaker', 'synthetic', 'engraving', 'enamel']) expect(wv.index.has(word), word).toBe(true);
  });

  it('refuses a file that is not one of its own or is cut short', () => {
    expect(() => parseWordVectors(Buffer.from('not a word-vector file at all'))).toThrow(/not a word-vector file/);
    const header = Buffer.alloc(20);
    header.write('JMWV', 0, 'latin1');
    header.writeUInt32LE(1, 4);
    header.writeUInt32LE(2, 8);
    header.writeUInt32LE(100, 12);
    header.writeUInt32LE(3, 16);
    expect(() => parseWordVectors(Buffer.concat([header, Buffer.from('a\nb'), Buffer.alloc(150)]))).toThrow(/truncated/);
  });

  it('knows words close in meaning that share no letters', () => {
    expect(closeness('horologist', 'watchmaker')).toBeGreaterThan(closeness('horologist', 'store manager') + 0.15);
    expect(closeness('man-made diamonds', 'synthetic diamonds')).toBeGreaterThan(closeness('man-made diamonds', 'diamond grading'));
    expect(closeness('timepiece servicing', 'watch repair')).toBeGreaterThan(closeness('timepiece servicing', 'cash handling'));
  });

  it('carries the meaning of words the lexicon does not know into the stored vector, so the search finds them', () => {
    // none of these is a lexicon term: without the word vectors each pair would share nothing
    expect(cosine(embedOne('sculptor'), embedOne('carver'))).toBeGreaterThan(cosine(embedOne('sculptor'), embedOne('telecaller')) + 0.05);
    expect(cosine(embedOne('chauffeur'), embedOne('driver'))).toBeGreaterThan(cosine(embedOne('chauffeur'), embedOne('accountant')) + 0.05);
    // lexicon spellings still embed identically (the word vectors only read the words it does not know)
    expect(cosine(embedOne('gemologist'), embedOne('gemmologist'))).toBeCloseTo(1, 6);
  });

  it('has no meaning for a text none of whose words it knows, and is defined for the rest', () => {
    expect(textMeaning('')).toBeNull();
    expect(textMeaning('zzqx qqzv')).toBeNull();
    expect(closeness('gold', 'gold')).toBeCloseTo(1, 1);
  });

  it('weighs a rare word both texts share above a common one', () => {
    const job = rareWordIndex(rareWords('Touchstone testing of gold ornaments, sales counter'));
    expect(rareWordOverlap(job, rareWords('touchstone'))).toBeGreaterThan(rareWordOverlap(job, rareWords('sales')));
    expect(rareWordOverlap(job, rareWords('nothing in common here'))).toBe(0);
  });
});
