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

  it('takes the larger of stated years and the dates, then 0 for a fresher; null when the text says nothing', () => {
    expect(yearsInText('Setter, 5 years; 2015 - 2017 apprentice', 2026)).toBe(5);
    expect(yearsInText('Buyer 2019 - 2023', 2026)).toBe(4);
    expect(yearsInText('Fresher, B.Sc. 2025, eager to learn', 2026)).toBe(0);
    expect(yearsInText('Hand engraver, monograms and crests', 2026)).toBeNull();
    // a stated figure that is one earlier job's does not hide a longer span of dates
    expect(yearsInText('Floor incharge from 2018 to till date. Previously salesman for 4 yrs', 2026)).toBe(8);
    expect(yearsInText('Salesman 3 yrs at the counter since 2024', 2026)).toBe(3);
  });

  it("does not read an age, a company's years, a course or a school's dates as a career", () => {
    expect(yearsInText('I am 28 years old, setter 6 years', 2026)).toBe(6);
    expect(yearsInText('aged 24 years, sales 2 years', 2026)).toBe(2);
    // a bio-data's age line; years in Hindi as workers write them
    expect(yearsInText('Age - 29 years. Work - polish karigar 6 saal', 2026)).toBe(6);
    expect(yearsInText('Age: 31 yrs', 2026)).toBeNull();
    expect(yearsInText('3 year diploma in jewellery design, 2 years at a studio', 2026)).toBe(2);
    expect(yearsInText('B.Com (2015-2018). Cashier since 2021', 2026)).toBe(5);
    expect(yearsInText('GIA GG course 2019 - 2020, grader since 2022', 2026)).toBe(4);
    // the freshers a trainer trained say nothing of the trainer's own years
    expect(yearsInText('Retail trainer, inducted 40 freshers a month', 2026)).toBeNull();
  });

  it("takes the least years of the level a role names when no years are stated", () => {
    expect(levelYearsOfRole('Regional Head - Retail')).toBe(10);
    expect(levelYearsOfRole('Sr. Goldsmith')).toBe(6);
    expect(levelYearsOfRole('Apprentice polisher')).toBe(0);
    expect(levelYearsOfRole('Store Manager')).toBeNull();
    // a general manager's abbreviations, a zonal manager beside the regional one, a team leader beside a team lead
    expect(levelYearsOfRole('GM - Supply Chain')).toBe(10);
    expect(levelYearsOfRole('AGM Retail Operations')).toBe(10);
    expect(levelYearsOfRole('Zonal Manager')).toBe(10);
    expect(levelYearsOfRole('Team Leader - Tele Sales')).toBe(6);
    expect(levelYearsOfRole('TL, inbound process')).toBe(6);
    expect(levelYearsOfRole('Telecaller')).toBeNull();
  });
});
