import { describe, expect, it } from 'vitest';
import { levelYearsOfRole, spanYears, statedYears, yearsInText } from '../../../domain/ai/yearsInText';

describe('years of experience read from a résumé', () => {
  it('reads figures, abbreviations and number words, the largest one', () => {
    expect(statedYears('Bench jeweller, 11 yrs at the bench')).toBe(11);
    expect(statedYears('cashier 2 yr exp, earlier 6 months in a bakery')).toBe(2);
    expect(statedYears('Twelve years of gem trading; trained for two years before')).toBe(12);
    expect(statedYears('10+ years in luxury retail')).toBe(10);
    expect(statedYears('a decade on the shop floor')).toBe(10);
    expect(statedYears('grew the store 15% a year')).toBeNull();
  });

  it('spans date ranges from the first start to the last end, open ends and "since" to this year', () => {
    expect(spanYears('Goldsmith 2008 - 2014; Workshop head Jan 2014 – present', 2026)).toBe(18);
    expect(spanYears('At the counter from 2020 to till date', 2026)).toBe(6);
    expect(spanYears('polishing in Jaipur since 2016', 2026)).toBe(10);
    expect(spanYears('Diploma 2012. Born 1990.', 2026)).toBeNull();
  });

  it('prefers stated years, then dates, then 0 for a fresher; null when the text says nothing', () => {
    expect(yearsInText('Setter, 5 years; 2015 - 2017 apprentice', 2026)).toBe(5);
    expect(yearsInText('Buyer 2019 - 2023', 2026)).toBe(4);
    expect(yearsInText('Fresher, B.Sc. 2025, eager to learn', 2026)).toBe(0);
    expect(yearsInText('Hand engraver, monograms and crests', 2026)).toBeNull();
  });

  it("takes the least years of the level a role names when no years are stated", () => {
    expect(levelYearsOfRole('Regional Head - Retail')).toBe(10);
    expect(levelYearsOfRole('Sr. Goldsmith')).toBe(6);
    expect(levelYearsOfRole('Apprentice polisher')).toBe(0);
    expect(levelYearsOfRole('Store Manager')).toBeNull();
  });
});
