/**
 * The embedded database runs on the server's own thread, and its node-postgres adapter chains
 * every statement on one promise: queued statements then run back to back as microtasks, so no
 * timer and no other request's I/O gets a turn until the whole queue is done. A heavy read held
 * every other staff member's request behind it, and the GraphQL time budget (a timer) could not
 * stop it.
 *
 * So statements take turns with the event loop: once the thread has gone SLICE_MS without a
 * turn, the next statement first waits for one (setImmediate: after pending I/O). A light request
 * never waits, since the loop turns between its statements anyway; waiting before every statement
 * cost 20-60 µs each (measured on 5,000 in a row).
 */
import type { PGlite } from '@electric-sql/pglite';

/** How long statements may hold the thread before others get a turn. */
const SLICE_MS = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function takingTurns(pglite: PGlite): PGlite {
  let lastTurn = performance.now();
  let watching = false;
  // Notes when the event loop last came round, at the cost of one callback per turn at most.
  const watchTurns = () => {
    if (watching) return;
    watching = true;
    setImmediate(() => {
      watching = false;
      lastTurn = performance.now();
    });
  };
  const endpoint: Pick<PGlite, 'waitReady' | 'execProtocolStream'> = {
    get waitReady() {
      return pglite.waitReady;
    },
    execProtocolStream: (message, options) => {
      watchTurns();
      if (performance.now() - lastTurn <= SLICE_MS) return pglite.execProtocolStream(message, options);
      return nextTurn().then(() => {
        lastTurn = performance.now();
        return pglite.execProtocolStream(message, options);
      });
    },
  };
  // The adapter reads only these two members (it checks for execProtocolStream to tell an
  // instance from options); the cast says so to its type, which asks for the whole class.
  return endpoint as PGlite;
}
