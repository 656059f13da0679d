import { describe, expect, it } from 'vitest';
import { candidatesTotal } from '../../../domain/ai/paging';
import { classifyRelevancy, formatPercent, isScoreCalculated, scoreToPercent } from '../../../domain/ai/relevancy';
import { isValidEmbedding } from '../../../domain/ai/vector';

describe('classifyRelevancy (spec §4, §9)', () => {
  it('is high above 70, medium from 45 to 70, low below 45, none at 0 or less', () => {
    expect(classifyRelevancy(70.01)).toBe('high');
    expect(classifyRelevancy(70)).toBe('medium');
    expect(classifyRelevancy(45)).toBe('medium');
    expect(classifyRelevancy(44.99)).toBe('low');
    expect(classifyRelevancy(0.01)).toBe('low');
    expect(classifyRelevancy(0)).toBe('none');
    expect(classifyRelevancy(-3)).toBe('none');
    expect(classifyRelevancy(null)).toBe('none');
    expect(classifyRelevancy(Number.NaN)).toBe('none');
  });

  it('formats percents with the decimals each screen uses', () => {
    expect(formatPercent(scoreToPercent(0.8236), 2)).toBe('82.36%');
    expect(formatPercent(82.36, 1)).toBe('82.4%');
    expect(formatPercent(82.6, 0)).toBe('83%');
    expect(isScoreCalculated(0)).toBe(false);
    expect(isScoreCalculated(0.2)).toBe(true);
  });
});

describe('candidatesTotal (spec §4)', () => {
  it('is exact after a short page and one past the end after a full one', () => {
    expect(candidatesTotal(0, 5, 3)).toBe(3);
    expect(candidatesTotal(0, 5, 0)).toBe(0);
    expect(candidatesTotal(0, 5, 5)).toBe(6);
    expect(candidatesTotal(2, 5, 5)).toBe(16);
    expect(candidatesTotal(2, 5, 1)).toBe(11);
  });
});

describe('isValidEmbedding', () => {
  it('wants exactly 256 finite numbers', () => {
    expect(isValidEmbedding(new Array(256).fill(0.1))).toBe(true);
    expect(isValidEmbedding(new Array(255).fill(0.1))).toBe(false);
    expect(isValidEmbedding([...new Array(255).fill(0.1), Number.NaN])).toBe(false);
    expect(isValidEmbedding(null)).toBe(false);
  });
});
