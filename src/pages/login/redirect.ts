/** Where to send a visitor from /login: back to the remembered path and query, else HOME_PATH (ui/paths). */

export interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

export function nextLocation(state: unknown): string | null {
  const { nextPathname, nextSearch } = (state ?? {}) as LoginLocationState;
  if (!nextPathname || nextPathname === '/login' || !nextPathname.startsWith('/')) return null;
  return `${nextPathname}${nextSearch ?? ''}`;
}
