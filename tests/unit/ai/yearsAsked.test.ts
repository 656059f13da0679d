import { describe, expect, it } from 'vitest';
import { requiredYears, seniorityFit } from '../../../domain/ai/seniority';
import { yearsAskedInText } from '../../../domain/ai/yearsAsked';

describe('the years an ad asks in its own words', () => {
  it('reads the ways ads ask: a minimum, a range (its lower end), N+, figures or words', () => {
    expect(yearsAskedInText('Min 5 yrs in a jewellery showroom, stock tally at opening and closing.')).toBe(5);
    expect(yearsAskedInText('Graduates with 1-3 yrs exp. Good in Excel.')).toBe(1);
    expect(yearsAskedInText('Experience: 3 to 5 years')).toBe(3);
    expect(yearsAskedInText('Graduate with 8+ years in retail.')).toBe(8);
    expect(yearsAskedInText('At least three years as a setter.')).toBe(3);
    expect(yearsAskedInText('6 months experience in billing')).toBe(0.5);
    expect(yearsAskedInText('Over 5 years of experience in jewellery retail')).toBe(5);
    expect(yearsAskedInText('Experience of 4 years in a showroom')).toBe(4);
    // the whole career asked, not the part of it in a role
    expect(yearsAskedInText('5 years of experience, 2 years of it supervising a team')).toBe(5);
  });

  it("does not read a company's age, a course, a bond or a pay rule as an ask", () => {
    expect(yearsAskedInText('We are a 40 year old manufacturer of temple jewellery. Minimum 5 years.')).toBe(5);
    expect(yearsAskedInText('In the trade for 40 years. 2 years experience needed.')).toBe(2);
    expect(yearsAskedInText('25+ years of trust in gold.')).toBeNull();
    expect(yearsAskedInText('A brand with 10 years of presence in Kerala.')).toBeNull();
    expect(yearsAskedInText('A house with a history of 30 years. Trusted for 50+ years.')).toBeNull();
    expect(yearsAskedInText('Increment after 1 year. 2 year bond.')).toBeNull();
    expect(yearsAskedInText('Sponsored 1 year diploma in gemmology.')).toBeNull();
    expect(yearsAskedInText('Model shoots twice a year.')).toBeNull();
  });

  it('reads no figure from an ad that names none', () => {
    expect(yearsAskedInText('Freshers with good communication can apply.')).toBeNull();
    expect(yearsAskedInText('Selling gold and diamond jewellery at the counter.')).toBeNull();
  });
});

describe("a job's required years", () => {
  it('takes the field, else the words of the ad (rich text, its perks and blurb left out), else the level', () => {
    const ad = { description: '<p>About us: a 40 year old jewellery house.</p><ul><li>Min 4 yrs at a jewellery counter</li></ul>', experience: 'Sr-Level' };
    expect(requiredYears({ ...ad, yearsOfExperience: 2 })).toBe(2);
    expect(requiredYears(ad)).toBe(4);
    // an ad that takes freshers asks none, unless its level says otherwise ('freshers can also apply')
    expect(requiredYears({ requirements: 'Freshers welcome' })).toBe(0);
    expect(requiredYears({ requirements: 'Freshers can also apply', experience: 'Mid-Level' })).toBe(2);
    expect(requiredYears({ requirements: 'Freshers can also apply. 1-2 yrs preferred.', experience: 'Mid-Level' })).toBe(1);
    expect(requiredYears({ description: 'Counter sales of gold jewellery.', experience: 'Sr-Level' })).toBe(6);
    expect(seniorityFit(1, ad)).toMatchObject({ required: 4 });
  });
});
