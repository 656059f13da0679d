/** The light/dark choice is remembered per user, survives sign-out and reloads, and never leaks to the next user. */
import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { withUserTheme } from '../../src/layout/theme/userThemeStore';

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('withUserTheme', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
  });

  it('keeps each user their own choice', () => {
    const store = withUserTheme(memoryStore(), storage);
    store.setThemeUser('ann');
    store.setItem('theme', 'dark');
    expect(store.getItem('theme', 'light')).toBe('dark');
    store.setThemeUser('bob');
    expect(store.getItem('theme', 'light')).toBe('light');
    store.setThemeUser('ann');
    expect(store.getItem('theme', 'light')).toBe('dark');
  });

  it('survives a reload (a new store on the same storage) without waiting for who is signed in', () => {
    const first = withUserTheme(memoryStore(), storage);
    first.setThemeUser('ann');
    first.setItem('theme', 'dark');
    expect(withUserTheme(memoryStore(), storage).getItem('theme', 'light')).toBe('dark');
  });

  it('shows the default after sign-out (store reset) and gives the choice back at the next sign-in', () => {
    const store = withUserTheme(memoryStore(), storage);
    store.setThemeUser('ann');
    store.setItem('theme', 'dark');
    store.reset();
    expect(store.getItem('theme', 'light')).toBe('light');
    expect(withUserTheme(memoryStore(), storage).getItem('theme', 'light')).toBe('light');
    store.setThemeUser('ann');
    expect(store.getItem('theme', 'light')).toBe('dark');
  });

  it('tells the theme subscribers when the user changes, and leaves other keys to the inner store', () => {
    const inner = memoryStore();
    const store = withUserTheme(inner, storage);
    store.setup();
    const seen: unknown[] = [];
    store.subscribe('theme', (value) => seen.push(value));
    store.setThemeUser('ann');
    store.setItem('theme', 'dark');
    store.setThemeUser('bob');
    store.setThemeUser('ann');
    expect(seen).toEqual([undefined, 'dark', undefined, 'dark']);
    store.setItem('jobs.listParams', { page: 2 });
    expect(inner.getItem('jobs.listParams')).toEqual({ page: 2 });
    expect(inner.getItem('theme')).toBeUndefined();
  });
});
