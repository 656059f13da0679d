/** The staff and Activity lists keep their filters and page in the address, like every list (spec §2). */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from '../../../src/pages/staff/useUrlFilters';

function renderAt(path: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlFilters(['role', 'q'] as const), { wrapper });
  return { hook, search: () => router.state.location.search };
}

describe('useUrlFilters', () => {
  it('reads filter_ parameters and a 0-based page; anything but a whole number reads as page 0', () => {
    expect(renderAt('/x?filter_role=Viewer&page=2').hook.result.current).toMatchObject({ filters: { role: 'Viewer', q: '' }, page: 2 });
    expect(renderAt('/x?page=2.5').hook.result.current.page).toBe(0);
    expect(renderAt('/x?page=-1').hook.result.current.page).toBe(0);
  });

  it('a changed filter goes back to the first page; a cleared one leaves the address; paging keeps the filters', () => {
    const { hook, search } = renderAt('/x?filter_q=nell&page=3');
    act(() => hook.result.current.setFilter('role', 'Admin'));
    expect(search()).toBe('?filter_q=nell&filter_role=Admin');
    act(() => hook.result.current.setPage(1));
    expect(search()).toBe('?filter_q=nell&filter_role=Admin&page=1');
    act(() => hook.result.current.setFilter('q', ''));
    expect(search()).toBe('?filter_role=Admin');
    act(() => hook.result.current.setPage(0));
    expect(search()).toBe('?filter_role=Admin');
  });
});
