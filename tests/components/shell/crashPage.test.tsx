/**
 * The crash page (spec §2 'Unexpected Application Error!'), in the layout and as the router's
 * error element: plain words and Reload, no stack, and one automatic reload after a deploy.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload, RELOAD_GUARD_MS, RELOAD_MARKER_KEY, isStaleChunkError } from '../../../src/layout/staleChunk';
import { createAppRouter } from '../../../src/router';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

const CHUNK_URL = 'http://localhost/assets/JobShow-9f8e7d.js';

function Crash({ error }: { error: Error }): never {
  throw error;
}

function renderRouterCrash(error: Error) {
  return render(<RouterProvider router={createAppRouter(<Crash error={error} />, { initialEntries: ['/jobs/1'] })} />);
}

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the router error element', () => {
  it("reads 'Unexpected Application Error!' in plain words with Reload, the message as a detail, no stack", async () => {
    const user = userEvent.setup();
    const error = new Error('boom');
    renderRouterCrash(error);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page. Reload to try again.')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('at Crash');
    expect(document.body.textContent).not.toContain(error.stack?.split('\n')[1]?.trim() ?? 'no stack line');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once by itself when a view of an older build cannot be fetched, and leaves a time marker', async () => {
    renderRouterCrash(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`));
    expect(await screen.findByText('The console was updated. Loading the new version...')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const marked = Number(window.sessionStorage.getItem(RELOAD_MARKER_KEY));
    expect(Date.now() - marked).toBeLessThan(5_000);
    expect(document.body.textContent).not.toContain(CHUNK_URL);
  });

  it('does not reload again within the guard time: says the console was updated and offers Reload', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now() - 5_000));
    renderRouterCrash(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The console was updated since this page was opened. Reload to get the new version.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Failed to fetch dynamically imported module');
    expect(document.body.textContent).not.toContain(CHUNK_URL);
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again once the guard time has passed (a later deploy)', async () => {
    window.sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now() - RELOAD_GUARD_MS - 1_000));
    renderRouterCrash(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});

describe('the crash page inside the layout', () => {
  it('reloads once by itself on a stale view chunk, keeping the layout', async () => {
    renderApp('/employers?crash=chunk', { signedIn: true });
    expect(await screen.findByText('The console was updated. Loading the new version...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('after one automatic reload, says the console was updated instead of the raw import error', async () => {
    window.sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now()));
    renderApp('/employers?crash=chunk', { signedIn: true });
    expect(await screen.findByText('The console was updated since this page was opened. Reload to get the new version.')).toBeInTheDocument();
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isStaleChunkError', () => {
  it("knows Chromium's, Firefox's and Safari's words for a failed view import, and nothing else", () => {
    expect(isStaleChunkError(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`))).toBe(true);
    expect(isStaleChunkError(new TypeError(`error loading dynamically imported module: ${CHUNK_URL}`))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Failed to fetch'))).toBe(false);
    expect(isStaleChunkError(new Error('boom'))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});
