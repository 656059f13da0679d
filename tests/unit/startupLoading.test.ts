/**
 * Start-up loading: preloadable lazy views (resources/shared/entry.ts), which view an address
 * opens (src/routePreload.ts), the list page asked for early (src/listPrefetch.ts) and the
 * requests start-up sends before the console runs (src/boot/earlyStart.ts, tests/unit/earlyStart.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { lazyNamed } from '../../resources/shared/entry';
import { routeView } from '../../src/routePreload';
import { initialListRequest, PREFETCH_FRESH_MS, withListPrefetch } from '../../src/listPrefetch';
import { RESOURCES } from '../../resources';

type LazyInternals = { _payload: unknown; _init: (payload: unknown) => unknown };
/** What React does when it renders a lazy component: returns the component, or throws a thenable. */
const renderLazy = (component: unknown) => {
  const lazy = component as LazyInternals;
  return lazy._init(lazy._payload);
};
/** The view a memo() wraps (route views are memoised, see lazyNamed). */
const memoised = (component: unknown) => (component as { type?: unknown }).type;

describe('lazyNamed', () => {
  it('suspends on first render when nothing was preloaded', () => {
    const View = () => null;
    const lazyView = lazyNamed(() => Promise.resolve({ View }), 'View');
    let thrown: unknown;
    try {
      renderLazy(lazyView);
    } catch (error) {
      thrown = error;
    }
    expect(typeof (thrown as PromiseLike<unknown>)?.then).toBe('function');
  });

  it('renders at once, without suspending, once preloaded; the chunk loads once', async () => {
    const View = () => null;
    const load = vi.fn(() => Promise.resolve({ View }));
    const lazyView = lazyNamed(load, 'View');
    await lazyView.preload();
    await lazyView.preload();
    expect(memoised(renderLazy(lazyView))).toBe(View);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const View = () => null;
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ View });
    const lazyView = lazyNamed(load, 'View');
    await expect(lazyView.preload()).rejects.toThrow('chunk failed');
    await lazyView.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(memoised(renderLazy(lazyView))).toBe(View);
  });
});

describe('routeView', () => {
  const jobs = RESOURCES.find((r) => r.name === 'jobs')!;
  it('finds the list, the detail and the create view of a resource; / is the jobs list', () => {
    expect(routeView('/jobs')).toBe(jobs.props.list);
    expect(routeView('/')).toBe(jobs.props.list);
    expect(routeView('/jobs/123')).toBe(jobs.props.edit);
    const created = routeView('/jobs/new');
    expect(created).toBeDefined();
    expect(created).not.toBe(jobs.props.edit);
  });
  it('knows nothing of other pages', () => {
    expect(routeView('/login')).toBeUndefined();
    expect(routeView('/user-details')).toBeUndefined();
    expect(routeView('/jobs/1/more')).toBeUndefined();
  });
});

describe('initialListRequest', () => {
  it('is the first page of the list, newest first, with the URL filters and page', () => {
    expect(initialListRequest({ pathname: '/jobs', search: '?filter_title=Manager&page=2' })).toEqual({
      resource: 'jobs',
      params: { pagination: { page: 3, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { title: 'Manager' } },
    });
    expect(initialListRequest({ pathname: '/', search: '' })?.resource).toBe('jobs');
  });
  it('asks for nothing off the lists, for a list sorted otherwise, or when the address opens a record', () => {
    expect(initialListRequest({ pathname: '/jobs/12', search: '' })).toBeUndefined();
    expect(initialListRequest({ pathname: '/company-requests', search: '' })).toBeUndefined();
    expect(initialListRequest({ pathname: '/employers', search: '?user_id=5' })).toBeUndefined();
  });
});

describe('withListPrefetch', () => {
  const params: GetListParams = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} };
  const page = { data: [{ id: 1 }], total: 1 };
  const provider = (getList: DataProvider['getList']) => ({ getList, getOne: vi.fn() }) as unknown as DataProvider;
  const prefetched = (answer: Promise<GetListResult>, askedAt = 0) => ({ request: { resource: 'jobs' as const, params }, answer, askedAt });

  it('hands the prefetched answer to the same list call, once', async () => {
    const getList = vi.fn().mockResolvedValue(page);
    const early = { data: [{ id: 2 }], total: 1 };
    const wrapped = withListPrefetch(provider(getList), prefetched(Promise.resolve(early)), () => 0);
    await expect(wrapped.getList('jobs', { ...params, filter: {}, meta: undefined })).resolves.toBe(early);
    expect(getList).not.toHaveBeenCalled();
    await expect(wrapped.getList('jobs', params)).resolves.toBe(page);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('does not hand it to another page, filter or resource', async () => {
    const getList = vi.fn().mockResolvedValue(page);
    const wrapped = withListPrefetch(provider(getList), prefetched(Promise.resolve({ data: [], total: 0 })), () => 0);
    await wrapped.getList('jobs', { ...params, pagination: { page: 2, perPage: 100 } });
    await wrapped.getList('jobs', { ...params, filter: { title: 'x' } });
    await wrapped.getList('companies', params);
    expect(getList).toHaveBeenCalledTimes(3);
  });

  it('asks again when the prefetch failed or is stale', async () => {
    const getList = vi.fn().mockResolvedValue(page);
    const failed = Promise.reject(new Error('401'));
    failed.catch(() => undefined);
    const wrapped = withListPrefetch(provider(getList), prefetched(failed), () => 0);
    await expect(wrapped.getList('jobs', params)).resolves.toBe(page);
    expect(getList).toHaveBeenCalledTimes(1);

    const stale = vi.fn().mockResolvedValue(page);
    const late = withListPrefetch(provider(stale), prefetched(Promise.resolve({ data: [], total: 0 })), () => PREFETCH_FRESH_MS + 1);
    await expect(late.getList('jobs', params)).resolves.toBe(page);
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it('keeps the other methods, and changes nothing without a prefetch', () => {
    const base = provider(vi.fn().mockResolvedValue(page));
    expect(withListPrefetch(base, prefetched(Promise.resolve(page))).getOne).toBe(base.getOne);
    expect(withListPrefetch(base, undefined)).toBe(base);
  });
});
