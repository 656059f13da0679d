/**
 * The offline demo (fake data and auth providers) is chosen by `?demo=1` or VITE_DEMO=1, and
 * remembered in local storage so a reload stays in demo mode; `?demo=0` leaves it.
 */
export const DEMO_STORAGE_KEY = 'jewel-admin.demo';

export function isDemoMode(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, envFlag?: string): boolean {
  const asked = new URLSearchParams(search).get('demo');
  if (asked === '1' || asked === 'true') storage.setItem(DEMO_STORAGE_KEY, '1');
  if (asked === '0' || asked === 'false') storage.removeItem(DEMO_STORAGE_KEY);
  return envFlag === '1' || storage.getItem(DEMO_STORAGE_KEY) === '1';
}
