/**
 * The re-rank's vocabulary (server/ai/wordRuns.ts) stops growing with profiles: each résumé brings
 * words of its own (shop names, streets, pin codes), and a server that remembered every one would
 * grow for as long as it runs. Past the limit a profile's new words are unknown; phrases are
 * always remembered, and words met before the limit still match.
 */
import { describe, expect, it } from 'vitest';
import { VOCABULARY_LIMIT, namesPhrase, phraseRun, vocabularySize, wordRun } from '../../../server/ai/wordRuns';

describe('the look-ups vocabulary', () => {
  it('grows with profiles up to its limit, then keeps only the words phrases bring', () => {
    const before = wordRun(' gold showroom sales executive ');
    const batch = 10_000;
    for (let at = vocabularySize(); vocabularySize() < VOCABULARY_LIMIT; at += batch) {
      wordRun(` ${Array.from({ length: batch }, (_, i) => `shop${at + i}`).join(' ')} `);
    }
    expect(vocabularySize()).toBe(VOCABULARY_LIMIT);

    const late = wordRun(' sales executive at kalyanpuri silver house ');
    expect(vocabularySize()).toBe(VOCABULARY_LIMIT);
    // words known before the limit match as ever, in old and new profiles alike
    expect(namesPhrase(before, phraseRun(' sales executive '))).toBe(true);
    expect(namesPhrase(late, phraseRun(' sales executive '))).toBe(true);
    // a word first met in a profile after the limit is unknown there: the documented loss
    expect(namesPhrase(late, phraseRun(' kalyanpuri '))).toBe(false);
    // a job's phrase is always remembered, so a profile read after it names it
    expect(vocabularySize()).toBeGreaterThan(VOCABULARY_LIMIT);
    expect(namesPhrase(wordRun(' kalyanpuri silver house '), phraseRun(' kalyanpuri '))).toBe(true);
  });
});
