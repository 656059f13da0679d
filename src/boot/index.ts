/**
 * Imported first by src/main.tsx, so this module and its few light dependencies are evaluated
 * before the rest of the entry chunk (React, MUI, react-admin): the start-up requests leave at
 * module load on purpose, the one place where the console does work as a module loads.
 */
import { type EarlyStart, startEarly } from './earlyStart';

let started: EarlyStart | undefined =
  typeof window === 'undefined'
    ? undefined
    : startEarly({
        location: window.location,
        storage: window.localStorage,
        fetch: (input, init) => globalThis.fetch(input, init),
        demoFlag: import.meta.env.VITE_DEMO,
      });

/** What start-up sent, handed over once (a second call gets nothing). */
export function takeEarlyStart(): EarlyStart {
  const early = started ?? {};
  started = undefined;
  return early;
}

export { isPublicPath, withEarlySession } from './earlyStart';
