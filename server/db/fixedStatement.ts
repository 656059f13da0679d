/**
 * A statement whose text is the same on every call, only one value changing (the session lookup
 * on every signed-in request): Kysely builds and compiles it once per database, and each call
 * runs that text with its own value. Building the lookup anew was a visible part of the app's
 * CPU for a fresh page (issue 15).
 *
 * The value goes in as a bound parameter as before, never into the text. The read-recording
 * plugin (./readTables.ts) sees a statement when it is compiled, so only statements run outside
 * `recordingReads` (the session guard's) should be made this way.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './client';

/** Stands for the call's value while the text is compiled; no caller's value can equal it. */
const SLOT = '\u0000fixed-statement-value\u0000';

export function fixedStatement<R>(build: (db: Db, value: string) => Compilable<R>): (db: Db, value: string) => CompiledQuery<R> {
  const compiledFor = new WeakMap<Db, CompiledQuery<R>>();
  return (db, value) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, SLOT).compile();
      if (compiled.parameters.filter((p) => p === SLOT).length !== 1) throw new Error('A fixed statement takes its value exactly once.');
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p === SLOT ? value : p));
    return { ...compiled, parameters };
  };
}
