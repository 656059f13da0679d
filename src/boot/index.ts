/**
 * What start-up sends before the console's code is in (src/boot/earlyStart.ts), sent once by the
 * entry (src/main.tsx) and handed to the console.
 */
import { type EarlyStart, startEarly } from './earlyStart';

export function takeEarlyStart(): EarlyStart {
  return startEarly({
    location: window.location,
    storage: window.localStorage,
    fetch: (input, init) => globalThis.fetch(input, init),
    demoFlag: import.meta.env.VITE_DEMO,
  });
}
