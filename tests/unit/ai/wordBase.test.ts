/**
 * The rare words the relevance score shares between a job and a profile are weighed by how few
 * of the marketplace's seekers name them (wordBase.ts), not by ordinary English: 'kundan' is rare
 * in English and everywhere in a base of kundan karigars, where 'design' is the rare one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rareWordIndex, rareWordOverlap, rareWords } from '../../../server/ai/local/wordVectors/rareWords';
import { baseRarity, clearWordBase, setWordBase, WORD_BASE_MIN_PROFILES, wordBaseGeneration } from '../../../server/ai/local/wordVectors/wordBase';
import { createFeatureCache, profileWords } from '../../../server/ai/relevance';

/** A base of `n` kundan workshop profiles, every tenth also naming design. */
const kundanBase = (n: number) => Array.from({ length: n }, (_, i) => `Kundan karigar ${i % 10 === 0 ? 'and design assistant' : 'at a workshop'}, Jaipur`);

const overlap = (job: string, seeker: string) => rareWordOverlap(rareWordIndex(rareWords(job)), rareWords(seeker));

afterEach(() => clearWordBase());

describe('the word base', () => {
  it('weighs a word few seekers name above one every seeker names, whatever English says', () => {
    const job = 'Kundan design lead';
    // ordinary English: 'kundan' is the rare word
    expect(overlap(job, 'kundan')).toBeGreaterThan(overlap(job, 'design'));
    setWordBase(kundanBase(200));
    expect(overlap(job, 'design')).toBeGreaterThan(overlap(job, 'kundan'));
    expect(baseRarity('design')).toBeGreaterThan(baseRarity('kundan') ?? Infinity);
    // a word no seeker names is the rarest of all
    expect(baseRarity('meenakari')).toBeGreaterThan(baseRarity('design') ?? Infinity);
  });

  it('reads the English rank until the base is large enough to count on', () => {
    setWordBase(kundanBase(WORD_BASE_MIN_PROFILES - 1));
    expect(baseRarity('kundan')).toBeUndefined();
    setWordBase(kundanBase(WORD_BASE_MIN_PROFILES));
    expect(baseRarity('kundan')).toBeDefined();
  });

  it('counts a profile once however often it names a word, and only its words as the score reads them', () => {
    setWordBase([...kundanBase(150), ...Array.from({ length: 50 }, () => 'Polisher, polisher and polisher')]);
    expect(baseRarity('polisher')).toBeCloseTo(Math.log(201 / 51 + 1), 6);
    // what a profile's hobbies say is not read by the score, so not counted (profileWords drops padding)
    expect(profileWords({ overview: 'Karigar, 5 years. Hobbies: cricket, music' })).not.toMatch(/cricket/i);
  });

  it('has match features built again under a new base', () => {
    const cache = createFeatureCache();
    cache.set('s1', { overview: 'Kundan setter, 6 years' });
    expect(cache.get('s1')).toBeDefined();
    const before = wordBaseGeneration();
    setWordBase(kundanBase(200));
    expect(wordBaseGeneration()).toBeGreaterThan(before);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
