/**
 * After a deploy, an open console still asks for the old build's view chunks, which are gone:
 * the import fails ("Failed to fetch dynamically imported module: …"). One reload fetches the new
 * build. A marker with the time in session storage keeps a still-broken build from reloading in a
 * loop: within RELOAD_GUARD_MS of the last automatic reload the page says so and offers Reload.
 */

export const RELOAD_MARKER_KEY = 'jewel-admin.stale-chunk-reload-at';
export const RELOAD_GUARD_MS = 60_000;

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper adds its own.
const STALE_CHUNK = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return STALE_CHUNK.test(message);
}

/** True when no automatic reload happened within the guard time (or storage is unavailable to say). */
export function mayReloadAutomatically(storage: Pick<Storage, 'getItem'> | undefined, now: number): boolean {
  try {
    const last = Number(storage?.getItem(RELOAD_MARKER_KEY));
    return !(Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

export function markAutomaticReload(storage: Pick<Storage, 'setItem'> | undefined, now: number): boolean {
  try {
    storage?.setItem(RELOAD_MARKER_KEY, String(now));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The page reload, one object so tests can watch it instead of reloading their window. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this error should reload the page by itself now. Without session storage no marker can
 * guard against a loop, so the page asks instead.
 */
export function shouldReloadFor(error: unknown, now: number = Date.now()): boolean {
  const storage = sessionStore();
  return isStaleChunkError(error) && storage !== undefined && mayReloadAutomatically(storage, now);
}

export function reloadForNewVersion(now: number = Date.now()): void {
  if (markAutomaticReload(sessionStore(), now)) pageReload.reload();
}
