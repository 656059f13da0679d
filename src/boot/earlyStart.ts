/**
 * The requests start-up sends before the console's own code has run: the session check, the
 * permissions table, the chunk of the view the address opens, and the first page of the list it
 * shows. Sent by the small entry (src/main.tsx), they travel while the console's chunks (React,
 * MUI, react-admin) download and are evaluated, instead of after (entry → session → engine →
 * list was a waterfall; session → first render → permissions → list, once roles came).
 */
import { type EarlyAnswer, sendEarly } from '../../providers/graphql/earlyAnswer';
import { createRequestBuilder } from '../../providers/graphql/request';
import { RESOURCE_DEFINITIONS } from '../../resources/shared/registry';
import { viewLoaderOf } from '../../resources/viewLoaders';
import { isDemoMode } from '../demoMode';
import { initialListRequest } from '../listPrefetch';

export const SESSION_PATH = '/api/me';
/** The permissions table (the same for every signed-in person) that react-admin's canAccess reads. */
export const PERMISSIONS_PATH = '/api/permissions';

/** Pages shown to unsigned visitors: no session to check before they render. */
const PUBLIC_PATHS = ['/login', '/signup'];
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export interface EarlyStart {
  /** GET /api/me, already sent: the session check's answer. */
  session?: Promise<Response>;
  /** GET /api/permissions, sent beside it: every list and menu waits on canAccess, which reads it. */
  permissions?: Promise<Response>;
  /** The first page of the list the address shows, for the data provider to hand to the list. */
  list?: EarlyAnswer;
}

export interface EarlyEnvironment {
  location: { pathname: string; search: string };
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch: typeof fetch;
  demoFlag?: string;
}

/** Sends what the address will need; nothing for the offline demo or the sign-in pages. */
export function startEarly(env: EarlyEnvironment): EarlyStart {
  const { location } = env;
  if (isDemoMode(location.search, env.storage, env.demoFlag) || isPublicPath(location.pathname)) return {};
  // The API first: the browser opens six connections to the server, and the chunks that follow
  // (this view's, the console's) are many.
  const get = (path: string) => {
    const answer = env.fetch(path, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    answer.catch(() => undefined);
    return answer;
  };
  const session = get(SESSION_PATH);
  // Beside the session check, not after the first render: react-admin asks canAccess before a
  // list may load, and the table was a second round trip on the way to the first row.
  const permissions = get(PERMISSIONS_PATH);
  const request = initialListRequest(location);
  // Beside the session check, not after it: a signed-out visit's page is refused and never used.
  // Built by the data provider's own request builder, so the list's call matches it exactly.
  const list = request && sendEarly(env.fetch, createRequestBuilder(RESOURCE_DEFINITIONS)('GET_LIST', request.resource, request.params));
  void viewLoaderOf(location.pathname)?.().catch(() => undefined);
  return { session, permissions, list };
}

/**
 * `fetchImpl`, except that the first GET of `path` is answered by `early` (once: a later call asks
 * the server again). With `usable`, an early answer it refuses (or a failed one) is dropped and
 * the server asked instead.
 */
export function withEarlyAnswer(
  fetchImpl: typeof fetch,
  path: string,
  early: Promise<Response> | undefined,
  usable?: (answer: Response) => boolean,
): typeof fetch {
  let pending = early;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!pending || method !== 'GET' || url !== path) return fetchImpl(input, init);
    const answer = pending;
    pending = undefined;
    if (!usable) return answer;
    return answer.then(
      (response) => (usable(response) ? response : fetchImpl(input, init)),
      () => fetchImpl(input, init),
    );
  };
}

/** The first session check is answered by the early request, whatever it said (signed out too). */
export const withEarlySession = (fetchImpl: typeof fetch, session: Promise<Response> | undefined): typeof fetch =>
  withEarlyAnswer(fetchImpl, SESSION_PATH, session);

/**
 * The first read of the permissions table is answered by the early request when it was granted:
 * one refused to a signed-out visit is asked again once the person has signed in.
 */
export const withEarlyPermissions = (fetchImpl: typeof fetch, permissions: Promise<Response> | undefined): typeof fetch =>
  withEarlyAnswer(fetchImpl, PERMISSIONS_PATH, permissions, (answer) => answer.ok);
