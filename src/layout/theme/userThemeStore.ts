/**
 * The light/dark choice is each user's own (issue 14): react-admin keeps it under the store key
 * 'theme', which this wrapper stores per signed-in user, outside react-admin's store, because
 * signing out resets that store (the choice must survive it) and the next person signing in on
 * the same browser must not get the previous one's theme. The signed-in user is remembered until
 * sign-out, so a reload paints in the user's theme from the first frame.
 */
import type { Store } from 'react-admin';

export type ThemeMode = 'light' | 'dark';

export interface UserThemeStore extends Store {
  /** Who is signed in (undefined once signed out): the theme key now reads that user's choice. */
  setThemeUser(id: string | undefined): void;
}

const THEME_KEY = 'theme';

function isMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function isUserThemeStore(store: Store): store is UserThemeStore {
  return typeof (store as Partial<UserThemeStore>).setThemeUser === 'function';
}

export function withUserTheme(inner: Store, storage: Storage, prefix = 'jewel-admin'): UserThemeStore {
  const userKey = `${prefix}.theme.user`;
  const choiceKey = (id: string) => `${prefix}.theme.of.${id}`;
  const listeners = new Set<(value: unknown) => void>();
  const current = (): ThemeMode | undefined => {
    const id = storage.getItem(userKey);
    const value = id ? storage.getItem(choiceKey(id)) : null;
    return isMode(value) ? value : undefined;
  };
  const publish = () => listeners.forEach((listener) => listener(current()));
  const setChoice = (value: unknown) => {
    const id = storage.getItem(userKey);
    if (!id) return;
    if (isMode(value)) storage.setItem(choiceKey(id), value);
    else storage.removeItem(choiceKey(id));
  };
  return {
    ...inner,
    setup: () => inner.setup(),
    teardown: () => inner.teardown(),
    getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
      if (key !== THEME_KEY) return inner.getItem(key, defaultValue);
      return (current() as T | undefined) ?? defaultValue;
    },
    setItem<T = unknown>(key: string, value: T) {
      if (key !== THEME_KEY) return inner.setItem(key, value);
      setChoice(value);
      listeners.forEach((listener) => listener(value));
    },
    removeItem(key: string) {
      if (key !== THEME_KEY) return inner.removeItem(key);
      setChoice(undefined);
      publish();
    },
    removeItems: (keyPrefix: string) => inner.removeItems(keyPrefix),
    // Signing out resets react-admin's store: the sign-in page then shows the default theme, the
    // user's choice stays for their next sign-in.
    reset() {
      inner.reset();
      storage.removeItem(userKey);
      publish();
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (key !== THEME_KEY) return inner.subscribe(key, callback);
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    setThemeUser(id: string | undefined) {
      if ((storage.getItem(userKey) ?? undefined) === id) return;
      if (id) storage.setItem(userKey, id);
      else storage.removeItem(userKey);
      publish();
    },
  };
}
