/**
 * A small seeded PRNG (mulberry32) and the helpers the generator draws from. Every value of the
 * demo data comes from here, so one seed always yields the same marketplace.
 */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** up to n distinct items, in random order */
  sample<T>(items: readonly T[], n: number): T[];
  /** picks by weight: [[value, weight], ...] */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  uuid(): string;
  digits(n: number): string;
}

export function hashString(text: string): number {
  // FNV-1a: stable across engines, good enough to derive independent streams.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number, stream = ''): Rng {
  let state = (seed ^ hashString(stream)) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number): string => {
    let out = '';
    for (let i = 0; i < n; i++) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, n) {
      const copy = items.slice();
      const count = Math.min(n, copy.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= w;
        if (r < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    uuid() {
      const variant = '89ab'[Math.floor(next() * 4)];
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    digits(n) {
      let out = '';
      for (let i = 0; i < n; i++) out += Math.floor(next() * 10).toString();
      return out;
    },
  };
}
