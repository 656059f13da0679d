/**
 * The bench's fresh-page CPU figure (tests/bench/sections/lists.ts) is judged when the answers
 * average at least 90% of a page (the 100k set's lists average 99 rows: one rare filter matches
 * 94), always says how many rows they carried, and is never judged over near-empty answers.
 */
import { describe, expect, it } from 'vitest';
import type { BenchEngine } from '../bench/engines';
import { cpuFigure, MODES } from '../bench/sections/lists';

const engine = (name: BenchEngine['name']): BenchEngine => ({ name, label: name === 'PostgreSQL' ? 'PostgreSQL: ' : '', largeDataSet: () => Promise.reject(new Error('unused')) });
const [cached, computed] = MODES;
// 1,200 requests: 6 lists of 200
const figure = (name: BenchEngine['name'], mode: (typeof MODES)[number], msPerRequest: number, rows: number) => cpuFigure(engine(name), mode, msPerRequest * 1200, 1200, rows);

describe('fresh-page CPU judgement', () => {
  it('judges the 100k lists (99 rows a page on average) on PostgreSQL with the cache off, and prints the rows', () => {
    const pass = figure('PostgreSQL', computed, 2.9, 99);
    expect(pass).toMatchObject({ target: '≤ 3 ms', pass: true });
    expect(pass.figure).toContain('answers of 99.0 rows on average');
    expect(pass.figure).not.toContain('too few');
    expect(figure('PostgreSQL', computed, 3.1, 99).pass).toBe(false);
    expect(figure('PostgreSQL', computed, 2.9, 90).pass).toBe(true);
  });

  it('does not judge answers averaging under 90 rows, and says so', () => {
    const few = figure('PostgreSQL', computed, 1.2, 61.5);
    expect(few).toMatchObject({ target: '-', pass: null });
    expect(few.figure).toContain('answers of 61.5 rows on average (too few rows to judge)');
    expect(figure('PostgreSQL', computed, 2.9, 89.9).pass).toBeNull();
  });

  it('judges only PostgreSQL with the cache off', () => {
    expect(figure('PGlite', computed, 2.9, 100).pass).toBeNull();
    expect(figure('PostgreSQL', cached, 0.5, 100).pass).toBeNull();
  });
});
