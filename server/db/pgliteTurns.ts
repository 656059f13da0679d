/**
 * The embedded database runs on the server's own thread, and its node-postgres adapter chains
 * every statement on one promise: queued statements then run back to back as microtasks, so no
 * timer and no other request's I/O gets a turn until the whole queue is done. A heavy read held
 * every other staff member's request behind it, and the GraphQL time budget (a timer) could not
 * stop it. Each statement here first waits one turn of the event loop (setImmediate: after
 * pending I/O, before the next timers round), which costs an idle server a few microseconds.
 */
import type { PGlite } from '@electric-sql/pglite';

/** What the adapter uses of a PGlite instance: its readiness and its wire protocol. */
type ProtocolEndpoint = Pick<PGlite, 'waitReady' | 'execProtocolStream'>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function takingTurns(pglite: PGlite): PGlite {
  const endpoint: ProtocolEndpoint = {
    get waitReady() {
      return pglite.waitReady;
    },
    execProtocolStream: async (message, options) => {
      await nextTurn();
      return pglite.execProtocolStream(message, options);
    },
  };
  // The adapter reads only these two members (it checks for execProtocolStream to tell an
  // instance from options); the cast says so to its type, which asks for the whole class.
  return endpoint as PGlite;
}
