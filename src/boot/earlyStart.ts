/**
 * The requests start-up sends before the console's own code has run: the session check, the
 * chunk of the view the address opens, and the first page of the list it shows. Sent by the small
 * entry (src/main.tsx), they travel while the console's chunks (React, MUI, react-admin) download
 * and are evaluated, instead of after (entry → session → engine → list was a waterfall).
 */
import { type EarlyAnswer, sendEarly } from '../../providers/graphql/earlyAnswer';
import { createRequestBuilder } from '../../providers/graphql/request';
import { RESOURCE_DEFINITIONS } from '../../resources/shared/registry';
import { viewLoaderOf } from '../../resources/viewLoaders';
import { isDemoMode } from '../demoMode';
import { initialListRequest } from '../listPrefetch';

export const SESSION_PATH = '/api/me';

/** Pages shown to unsigned visitors: no session to check before they render. */
const PUBLIC_PATHS = ['/login', '/signup'];
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export interface EarlyStart {
  /** GET /api/me, already sent: the session check's answer. */
  session?: Promise<Response>;
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
  const session = env.fetch(SESSION_PATH, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  session.catch(() => undefined);
  const request = initialListRequest(location);
  // Beside the session check, not after it: a signed-out visit's page is refused and never used.
  // Built by the data provider's own request builder, so the list's call matches it exactly.
  const list = request && sendEarly(env.fetch, createRequestBuilder(RESOURCE_DEFINITIONS)('GET_LIST', request.resource, request.params));
  void viewLoaderOf(location.pathname)?.().catch(() => undefined);
  return { session, list };
}

/**
 * `fetchImpl`, except that the first GET of the session path is answered by the early request
 * (once: a later check, after a sign-in say, asks the server again).
 */
export function withEarlySession(fetchImpl: typeof fetch, session: Promise<Response> | undefined): typeof fetch {
  let early = session;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (early && method === 'GET' && url === SESSION_PATH) {
      const answer = early;
      early = undefined;
      return answer;
    }
    return fetchImpl(input, init);
  };
}
