import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../domain/constants';
import { createFakeAuthProvider } from '../../providers/auth';
import { DEMO_STORAGE_KEY, isDemoMode } from '../../src/demoMode';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('offline demo mode', () => {
  it('is off by default', () => {
    expect(isDemoMode('', memoryStorage())).toBe(false);
  });

  it('turns on with ?demo=1 and stays on after a reload', () => {
    const storage = memoryStorage();
    expect(isDemoMode('?demo=1', storage)).toBe(true);
    expect(storage.getItem(DEMO_STORAGE_KEY)).toBe('1');
    expect(isDemoMode('', storage)).toBe(true);
  });

  it('turns off with ?demo=0', () => {
    const storage = memoryStorage();
    isDemoMode('?demo=1', storage);
    expect(isDemoMode('?demo=0', storage)).toBe(false);
    expect(isDemoMode('', storage)).toBe(false);
  });

  it('is on when built with VITE_DEMO=1', () => {
    expect(isDemoMode('', memoryStorage(), '1')).toBe(true);
  });

  it('accepts the demo sign-in and refuses others', async () => {
    const auth = createFakeAuthProvider();
    await expect(auth.checkAuth({})).rejects.toBeTruthy();
    await expect(auth.login({ email: DEMO_USER.email, password: 'nope' })).rejects.toThrow('Invalid email or password.');
    await auth.login({ email: DEMO_USER.email, password: DEMO_USER.password });
    await expect(auth.getIdentity!()).resolves.toMatchObject({ fullName: 'Amelia Hart', role: 'Super Admin' });
  });
});

describe('offline demo session', () => {
  it('survives a reload when given a storage, and ends on logout', async () => {
    const storage = new Map<string, string>();
    const webStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const first = createFakeAuthProvider({ storage: webStorage });
    await first.login({ email: DEMO_USER.email, password: DEMO_USER.password });
    await first.updateProfile({ firstName: 'Nora', lastName: 'Hart' });

    const reloaded = createFakeAuthProvider({ storage: webStorage });
    await expect(reloaded.getIdentity!()).resolves.toMatchObject({ fullName: 'Nora Hart' });
    await reloaded.logout({});
    await expect(createFakeAuthProvider({ storage: webStorage }).checkAuth({})).rejects.toBeTruthy();
  });
});
