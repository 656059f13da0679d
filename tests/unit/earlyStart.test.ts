/**
 * Start-up requests (src/boot/earlyStart.ts): what leaves before the console's code has run, and
 * how the console picks the answers up instead of asking again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createRestAuthProvider } from '../../providers/auth';
import { createGraphQLDataProvider } from '../../providers/graphql';
import { sendEarly } from '../../providers/graphql/earlyAnswer';
import { createRequestBuilder } from '../../providers/graphql/request';
import { RESOURCE_DEFINITIONS } from '../../resources/shared/registry';
import { resourceRouteOf, VIEW_LOADERS, viewLoaderOf } from '../../resources/viewLoaders';
import { startEarly, withEarlyPermissions, withEarlySession } from '../../src/boot/earlyStart';
import { initialListRequest } from '../../src/listPrefetch';

const PROFILE = { _id: 'u1', personalDetails: { firstName: 'Asha', lastName: 'Hale', email: 'admin@example.com' }, role: 'Super Admin' };
const PERMISSIONS = { resources: ['jobs'], applicable: { jobs: ['list', 'delete'] }, grants: { 'Super Admin': { jobs: ['list', 'delete'] }, Viewer: { jobs: ['list'] } } };
const JOBS_PAGE = { data: { getAllJobs: { content: [{ _id: 'j1', title: 'Goldsmith' }], totalElements: 1 } } };

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

/** A server stub: the session and list answers, and a log of what was asked. */
function stubServer(options: { signedIn?: boolean } = {}) {
  const signedIn = options.signedIn ?? true;
  const calls: Array<{ url: string; method: string; body?: string }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
    if (!signedIn) return new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 });
    if (url === '/api/me') return Response.json(PROFILE);
    if (url === '/api/permissions') return Response.json(PERMISSIONS);
    return Response.json(JOBS_PAGE);
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe('startEarly', () => {
  it('on /jobs sends the session check, the permissions table and the first page of the list at once', async () => {
    const { fetchImpl, calls } = stubServer();
    const early = startEarly({ location: { pathname: '/jobs', search: '?filter_title=Gold' }, storage: memoryStorage(), fetch: fetchImpl });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/me', 'GET /api/permissions', 'POST /api/graphql']);
    const body = JSON.parse(calls[2].body ?? '{}') as { query: string; variables: Record<string, unknown> };
    expect(body.query).toContain('getAllJobs');
    expect(body.variables).toEqual({
      page: 0,
      size: 100,
      sort: { field: 'createdAt', direction: 'DESC' },
      filters: [{ key: 'title', value: 'Gold' }],
    });
    // The list's own first call (the same list state) gets that page from the data provider.
    const list = initialListRequest({ pathname: '/jobs', search: '?filter_title=Gold' });
    expect(list?.resource).toBe('jobs');
    const provider = await createGraphQLDataProvider({ resources: RESOURCE_DEFINITIONS, fetch: fetchImpl, early: early.list });
    await expect(provider.getList('jobs', list!.params)).resolves.toEqual({ data: [{ _id: 'j1', id: 'j1', title: 'Goldsmith' }], total: 1 });
    expect(calls).toHaveLength(3);
    expect((await early.session)?.status).toBe(200);
    expect((await early.permissions)?.status).toBe(200);
  });

  it('on a detail page sends the session check and the permissions table only', () => {
    const { fetchImpl, calls } = stubServer();
    const early = startEarly({ location: { pathname: '/jobs/j1', search: '' }, storage: memoryStorage(), fetch: fetchImpl });
    expect(calls.map((c) => c.url)).toEqual(['/api/me', '/api/permissions']);
    expect(early.list).toBeUndefined();
  });

  it('below a record of any resource (an unknown path, spec §2) sends the session check and the permissions table only: no list, no view chunk', () => {
    for (const resource of Object.keys(VIEW_LOADERS)) {
      for (const pathname of [`/${resource}/r1/edit`, `/${resource}/new/x`, `/${resource}/abc/def`, `/${resource}/r1/notes/n1`]) {
        const { fetchImpl, calls } = stubServer();
        const early = startEarly({ location: { pathname, search: '' }, storage: memoryStorage(), fetch: fetchImpl });
        expect(calls.map((c) => c.url), pathname).toEqual(['/api/me', '/api/permissions']);
        expect(early.list, pathname).toBeUndefined();
        expect(resourceRouteOf(pathname), pathname).toBeUndefined();
        expect(viewLoaderOf(pathname), pathname).toBeUndefined();
      }
    }
  });

  it('sends nothing from the sign-in page or in the offline demo', () => {
    const { fetchImpl, calls } = stubServer();
    expect(startEarly({ location: { pathname: '/login', search: '' }, storage: memoryStorage(), fetch: fetchImpl })).toEqual({});
    expect(startEarly({ location: { pathname: '/jobs', search: '?demo=1' }, storage: memoryStorage(), fetch: fetchImpl })).toEqual({});
    expect(calls).toEqual([]);
  });

  it('signed out: the list page is refused and the session check says so', async () => {
    const { fetchImpl } = stubServer({ signedIn: false });
    const early = startEarly({ location: { pathname: '/jobs', search: '' }, storage: memoryStorage(), fetch: fetchImpl });
    await expect(early.list?.data).rejects.toThrow('HTTP 401');
    expect((await early.session)?.status).toBe(401);
    expect((await early.permissions)?.status).toBe(401);
  });
});

describe('sendEarly', () => {
  it('rejects an answer that carries errors', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: null, errors: [{ message: 'boom' }] })) as unknown as typeof fetch;
    const params = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };
    const request = createRequestBuilder(RESOURCE_DEFINITIONS)('GET_LIST', 'jobs', params);
    await expect(sendEarly(fetchImpl, request).data).rejects.toThrow('errors');
  });
});

describe('withEarlySession', () => {
  it('answers the first session check with the early request, then asks the server', async () => {
    const { fetchImpl, calls } = stubServer();
    const early = Promise.resolve(Response.json({ ...PROFILE, role: 'Early' }));
    const auth = createRestAuthProvider({ fetch: withEarlySession(fetchImpl, early) });
    await auth.checkAuth({});
    expect(calls).toEqual([]);
    expect((await auth.getIdentity?.())?.fullName).toBe('Asha Hale');

    const wrapped = withEarlySession(fetchImpl, Promise.resolve(Response.json(PROFILE)));
    await wrapped('/api/graphql', { method: 'POST', body: '{}' });
    await wrapped('/api/me');
    await wrapped('/api/me');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/graphql', 'GET /api/me']);
  });
});

describe('withEarlyPermissions', () => {
  it("answers the first read of the permissions table with the early request; canAccess follows it and the role", async () => {
    const { fetchImpl, calls } = stubServer();
    const early = startEarly({ location: { pathname: '/jobs/j1', search: '' }, storage: memoryStorage(), fetch: fetchImpl });
    expect(calls).toHaveLength(2);
    const auth = createRestAuthProvider({ fetch: withEarlyPermissions(withEarlySession(fetchImpl, early.session), early.permissions) });
    await expect(auth.canAccess?.({ resource: 'jobs', action: 'delete' })).resolves.toBe(true);
    await expect(auth.canAccess?.({ resource: 'jobs', action: 'list' })).resolves.toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('asks the server again when the early read was refused (the visit was signed out and then signed in)', async () => {
    const { fetchImpl, calls } = stubServer();
    const refused = Promise.resolve(new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 }));
    const wrapped = withEarlyPermissions(fetchImpl, refused);
    const answer = await wrapped('/api/permissions');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(PERMISSIONS);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/permissions']);
    await wrapped('/api/permissions');
    expect(calls).toHaveLength(2);
  });

  it('a failed early read is asked again too; other requests pass through', async () => {
    const { fetchImpl, calls } = stubServer();
    const failed = Promise.reject(new TypeError('network'));
    failed.catch(() => undefined);
    const wrapped = withEarlyPermissions(fetchImpl, failed);
    await wrapped('/api/me');
    expect((await wrapped('/api/permissions')).status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual(['/api/me', '/api/permissions']);
  });
});

describe('viewLoaderOf', () => {
  it('finds the chunk of the list, the detail and the create view; / is the jobs list', () => {
    expect(viewLoaderOf('/jobs')).toBe(VIEW_LOADERS.jobs.list);
    expect(viewLoaderOf('/')).toBe(VIEW_LOADERS.jobs.list);
    expect(viewLoaderOf('/jobs/123')).toBe(VIEW_LOADERS.jobs.detail);
    expect(viewLoaderOf('/jobs/new')).toBe(VIEW_LOADERS.jobs.create);
    expect(viewLoaderOf('/job-applications/7')).toBe(VIEW_LOADERS['job-applications'].list);
  });
  it('knows nothing of other pages', () => {
    expect(viewLoaderOf('/login')).toBeUndefined();
    expect(viewLoaderOf('/user-details')).toBeUndefined();
    expect(viewLoaderOf('/jobs/1/more')).toBeUndefined();
    expect(viewLoaderOf('/employers/new')).toBeUndefined();
  });
});
