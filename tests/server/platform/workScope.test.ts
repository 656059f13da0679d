import { describe, expect, it } from 'vitest';
import { createWorkScope } from '../../../server/lib/workScope';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('a work scope (the acting staff member, the tables a request read)', () => {
  it('carries its value through every async step of the work, and none outside it', async () => {
    const scope = createWorkScope<string>();
    const seen = await scope.run('amelia', async () => {
      await tick();
      const inner = await Promise.all([tick().then(() => scope.current()), Promise.resolve().then(() => scope.current())]);
      return [scope.current(), ...inner];
    });
    expect(seen).toEqual(['amelia', 'amelia', 'amelia']);
    expect(scope.current()).toBeUndefined();
  });

  it('keeps overlapping works apart, even when the first ends while the second still runs', async () => {
    const scope = createWorkScope<string>();
    let releaseSecond!: () => void;
    const secondMayEnd = new Promise<void>((resolve) => (releaseSecond = resolve));
    const second = scope.run('ben', async () => {
      await secondMayEnd;
      await tick();
      return scope.current();
    });
    const first = await scope.run('amelia', async () => {
      await tick();
      return scope.current();
    });
    releaseSecond();
    expect(first).toBe('amelia');
    expect(await second).toBe('ben');
  });

  it('gives a failing work its error and is usable again afterwards', async () => {
    const scope = createWorkScope<string>();
    await expect(
      scope.run('amelia', async () => {
        await tick();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const after = await scope.run('ben', async () => {
      await tick();
      return scope.current();
    });
    expect(after).toBe('ben');
  });

  it('runs background work outside the scope', async () => {
    const scope = createWorkScope<string>();
    const inside = await scope.run('amelia', () => scope.outside(() => scope.current()));
    expect(inside).toBeUndefined();
  });
});
