/**
 * Shared set-up of the `components` vitest project (happy-dom): jest-dom matchers, a DOM
 * cleanup after each test, and the browser APIs MUI and react-admin reach for that happy-dom
 * lacks or leaves half-done.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: the suite runs one worker per core beside the
// server tests, and a lazily loaded page (the login form after a 401) can take over a second on
// a busy 2-core machine. Only how long a test waits changes, never what it expects.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// MUI's useMediaQuery (responsive sidebar) needs matchMedia; report a desktop-width screen.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: () => false,
    }),
  });
}

// Autocomplete popups, charts and textarea autosize observe element sizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverShim as unknown as typeof ResizeObserver;
}

// Some MUI transitions and scroll helpers call these; happy-dom may not implement them.
if (typeof window.scrollTo !== 'function') {
  window.scrollTo = () => {};
}
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
