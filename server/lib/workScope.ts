/**
 * A value carried through the async steps of a piece of work (AsyncLocalStorage), switched on only
 * while some work runs inside it.
 *
 * On Node 20 an enabled AsyncLocalStorage makes every promise of the whole process pay an async
 * hook, so a list answered from the read cache, which needs no scope at all, costs more while any
 * scope is merely enabled. Each scope here is disabled again when the last work inside it ends,
 * so requests that never enter one pay nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WorkScope<T> {
  /** Runs `work` with `value` as the current value of every async step it starts. */
  run<R>(value: T, work: () => R | Promise<R>): Promise<R>;
  /** The value of the work being run, or undefined outside any. */
  current(): T | undefined;
  /** Runs `work` outside the scope (work started on behalf of nobody, e.g. background jobs). */
  outside<R>(work: () => R): R;
}

export function createWorkScope<T>(): WorkScope<T> {
  const storage = new AsyncLocalStorage<T>();
  let running = 0;
  return {
    async run(value, work) {
      running++;
      try {
        return await storage.run(value, work);
      } finally {
        // Work started inside and not awaited by it (none may write on a person's behalf after
        // the request ends) sees no value once this was the last.
        if (--running === 0) storage.disable();
      }
    },
    current: () => storage.getStore(),
    outside: (work) => storage.exit(work),
  };
}
