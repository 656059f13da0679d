/**
 * Start-up loading: preloadable lazy views (resources/shared/entry.ts), which view an address
 * opens (src/routePreload.ts), the list page asked for early (src/listPrefetch.ts) and the
 * requests start-up sends before the console runs (src/boot/earlyStart.ts, tests/unit/earlyStart.test.ts);
 * how the data provider hands that page to the list: tests/components/resources/graphqlEarlyAnswer.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../../resources/shared/entry';
import { routeView } from '../../src/routePreload';
import { initialListRequest } from '../../src/listPrefetch';
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
