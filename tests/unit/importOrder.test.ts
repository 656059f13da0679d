/**
 * The console's house in one order (README "Layout"): src/ → resources/ → ui/ → providers/ →
 * domain/, and the server beside it on domain/ only. A file may import its own floor or any
 * floor below, never one above.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
/** Higher number = higher floor. */
const FLOORS: Record<string, number> = { src: 5, resources: 4, ui: 3, providers: 2, server: 2, domain: 1 };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const floorOf = (path: string) => path.split(/[\\/]/)[0];
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import that reaches another top-level folder: [file, target folder]. */
function crossings(folder: string): Array<[string, string]> {
  return sourceFiles(folder).flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return [...text.matchAll(IMPORT)]
      .map((m) => floorOf(normalize(relative(ROOT, join(ROOT, dirname(file), m[1])))))
      .filter((target) => target !== folder)
      .map((target): [string, string] => [file, target]);
  });
}

describe('imports point down', () => {
  for (const folder of Object.keys(FLOORS)) {
    it(`${folder}/ imports no floor above it`, () => {
      const upward = crossings(folder).filter(([, target]) => !(target in FLOORS) || FLOORS[target] >= FLOORS[folder]);
      expect(upward.map(([file, target]) => `${file} -> ${target}/`)).toEqual([]);
    });
  }

  it('the check sees imports at all (it can fail)', () => {
    expect(crossings('resources').some(([, target]) => target === 'ui')).toBe(true);
    expect(crossings('src').some(([, target]) => target === 'resources')).toBe(true);
  });
});
