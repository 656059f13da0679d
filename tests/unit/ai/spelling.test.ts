/**
 * Misspelt trade words read as the words they misspell (server/ai/local/spelling.ts), and names,
 * places and plain English the word vectors lack left as they are: a careless typist must not
 * lose a quarter of their fit, nor a 'Sakshi' be read as nakshi work.
 */
import { describe, expect, it } from 'vitest';
import { correctSpelling, editDistance } from '../../../server/ai/local/spelling';
import { tokenize } from '../../../server/ai/local/tokens';
import { localScore } from './localScore';

describe('spelling of trade words', () => {
  it('reads a slip of one letter (dropped, added, changed, swapped) as the word it misspells', () => {
    expect(correctSpelling('jewelllery')).toBe('jewellery');
    expect(correctSpelling('excecutive')).toBe('executive');
    expect(correctSpelling('excutive')).toBe('executive');
    expect(correctSpelling('coustomer')).toBe('customer');
    expect(correctSpelling('dimond')).toBe('diamond');
    expect(correctSpelling('biling')).toBe('billing');
    expect(correctSpelling('handeling')).toBe('handling');
    expect(correctSpelling('mangalsutram')).toBe('mangalsutra');
    expect(correctSpelling('gemmolgoist')).toBe('gemmologist');
  });

  it('reads filler words misspelt as the filler they are', () => {
    expect(correctSpelling('experiance')).toBe('experience');
  });

  it('leaves known words, short words, names, places and another first letter alone', () => {
    for (const word of ['jewellery', 'executive', 'manger', 'sakshi', 'chandni', 'vishal', 'kannan', 'raipur', 'girgaon', 'sonar', 'jadav', 'beading', 'pasting', 'oiling', 'graver', 'kolhapur', 'bandhan']) {
      expect(correctSpelling(word), word).toBe(word);
    }
  });

  it('never turns a word into one more than one edit away', () => {
    expect(editDistance('jewellary', 'jewellery')).toBe(1);
    expect(editDistance('excutive', 'executive')).toBe(1);
    expect(editDistance('dimaond', 'diamond')).toBe(1);
    expect(editDistance('axbc', 'abyc')).toBe(2);
    // two slips in one word are two edits: 'cstmer' may be a customer, or a name
    expect(correctSpelling('cstmer')).toBe('cstmer');
    expect(correctSpelling('exctive')).toBe('exctive');
  });

  it('is what the tokens read, so every part of the score sees the word meant', () => {
    expect(tokenize('Sales excutive, jewelllery showroom, coustomers')).toEqual(['sale', 'executive', 'jewellery', 'showroom', 'customer']);
  });
});

describe('one spelling for a word written several ways', () => {
  it("reads American spellings and jewellery's common misspellings as the lexicon's own", () => {
    expect(tokenize('Bridal jewelry, jewelers, colored stones, catalog, jewellary')).toEqual(['bridal', 'jewellery', 'jeweller', 'coloured', 'stone', 'catalogue', 'jewellery']);
  });

  it('scores an American ad and an Indian profile as two of the same spelling', () => {
    const job = { title: 'Jewelry Sales Associate', description: 'Bridal jewelry and colored stones at our showroom.', skillsRequired: ['Bridal jewelry'] };
    const british = localScore(job, { overview: 'Sales associate for bridal jewellery and coloured stones in a showroom, 4 years.' });
    const american = localScore(job, { overview: 'Sales associate for bridal jewelry and colored stones in a showroom, 4 years.' });
    expect(british.score).toBeCloseTo(american.score, 2);
    expect(british.matchedSkills).toEqual(['Bridal jewelry']);
  });
});

describe('a careless typist against a careful one', () => {
  const job = {
    title: 'Sales Executive',
    description: 'Sell gold and diamond jewellery at our showroom counter. Customer handling, billing, old gold exchange.',
    skillsRequired: ['Jewellery sales', 'Customer handling'],
    experience: 'Mid-Level',
    yearsOfExperience: 3,
  };
  const careful = 'Sales executive in a jewellery showroom, 5 years, gold and diamond jewellery, customer handling and billing.';
  const careless = 'Sales excutive in a jewellary showroom, 5 years, gold and dimond jewelery, coustomer handling and biling.';

  it('scores the same profile mistyped within a few points of it spelt right (it lost about a quarter of its score before)', () => {
    const right = localScore(job, { overview: careful }).score;
    const slipped = localScore(job, { overview: careless }).score;
    expect(right - slipped).toBeLessThan(0.03);
  });

  it('still ranks a mistyped sales executive above a correctly spelt accountant', () => {
    const accountant = localScore(job, { overview: 'Accountant at a jewellery showroom, 5 years: Tally, GST returns, ledgers and bank reconciliation.' }).score;
    expect(localScore(job, { overview: careless }).score).toBeGreaterThan(accountant);
  });
});
