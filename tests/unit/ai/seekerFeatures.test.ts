import { describe, expect, it } from 'vitest';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { createFeatureCache, featureBytes } from '../../../server/ai/featureCache';

const profile = (i: number, resumeLines = 0) => ({
  overview: `Stone setter ${i} with 5 years of experience.`,
  resumeText: Array.from({ length: resumeLines }, (_, k) => `- Micro pave setting of diamonds, lot ${i}-${k}`).join('\n'),
});

describe('the seekers’ match-feature cache', () => {
  it('counts a profile with a long résumé as larger than a short overview', () => {
    expect(featureBytes(seekerFeatures(profile(1, 100)))).toBeGreaterThan(4 * featureBytes(seekerFeatures(profile(1))));
  });

  it('keeps within its memory budget, the oldest out first, and replaces a key in place', () => {
    const one = featureBytes(seekerFeatures(profile(0, 20)));
    const cache = createFeatureCache(one * 10);
    for (let i = 0; i < 30; i++) cache.set(`s${i}`, profile(i, 20));
    expect(cache.bytes).toBeLessThanOrEqual(one * 10 * 1.05);
    expect(cache.get('s0')).toBeUndefined();
    expect(cache.get('s29')).toBeDefined();
    const before = cache.bytes;
    cache.set('s29', profile(29, 20));
    expect(cache.bytes).toBeCloseTo(before, -2);
  });
});

describe('a profile read with its résumé', () => {
  it("takes the years from the résumé when the overview states none, but not from the résumé's padding", () => {
    const resumeText = ['EXPERIENCE', 'Setter, Shree Exports, Surat (2018 – Present)', 'Date of birth: 1990 - 1991', 'Age - 35 years'].join('\n');
    expect(seekerFeatures({ overview: 'Stone setter.', resumeText }).years).toBe(new Date().getUTCFullYear() - 2018);
    expect(seekerFeatures({ overview: 'Stone setter with 4 years of experience.', resumeText }).years).toBe(4);
    expect(seekerFeatures({ overview: 'Stone setter.', resumeText: 'Age - 35 years' }).years).toBeNull();
  });
});
