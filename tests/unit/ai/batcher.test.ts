import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../../server/ai/batcher';

describe('createBatcher', () => {
  it('loads the keys asked in one turn together, once each', async () => {
    const calls: string[][] = [];
    const load = createBatcher(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    }, 'none');
    const values = await Promise.all(['a', 'b', 'a', 'c'].map(load));
    expect(values).toEqual(['A', 'B', 'A', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
    expect(await load('d')).toBe('D');
    expect(calls).toHaveLength(2);
  });

  it('gives the fallback for keys the loader left out, and passes failures to every caller', async () => {
    const partial = createBatcher(async () => new Map([['x', 1]]), 0);
    expect(await Promise.all([partial('x'), partial('y')])).toEqual([1, 0]);
    const failing = createBatcher<string, number>(async () => {
      throw new Error('db down');
    }, 0);
    await expect(Promise.all([failing('a'), failing('b')])).rejects.toThrow('db down');
  });
});
