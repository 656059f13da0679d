/**
 * Statements whose text is the same on every call, only their values changing: the session
 * lookup of every signed-in request, and a list page of a given shape (list, sort, filter keys).
 * Kysely builds and compiles such a statement once, with slots standing for the values; each call
 * runs that text with its own values bound. Building and compiling them anew was a visible part of
 * the app's CPU for a fresh page (issue 15).
 *
 * Values go in as bound parameters as before, never into the text. The read-recording plugin
 * (./readTables.ts) sees a statement when Kysely compiles it, so `runCompiled` tells it again
 * each time the compiled statement runs.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './client';
import { noteQuery } from './readTables';

/** Values no caller can send (filter text has its control characters removed; ids, hashes and numbers have none). */
const slot = (i: number) => `\u0000statement-value-${i}\u0000`;

/** `count` stand-ins for the values of a statement to be compiled once. */
export function slots(count: number): string[] {
  return Array.from({ length: count }, (_, i) => slot(i));
}

/** Where each parameter of a checked statement takes its value from: a slot number, or -1 (a constant). */
const slotsOf = new WeakMap<CompiledQuery<unknown>, number[]>();

/** Checks that the compiled statement takes each of its `count` values exactly once. */
export function checkSlots<R>(compiled: CompiledQuery<R>, count: number): CompiledQuery<R> {
  const texts = slots(count);
  const positions = compiled.parameters.map((p) => (typeof p === 'string' ? texts.indexOf(p) : -1));
  for (let i = 0; i < count; i++) {
    if (positions.filter((at) => at === i).length !== 1) throw new Error('A compiled statement takes each value exactly once.');
  }
  slotsOf.set(compiled, positions);
  return compiled;
}

/** The checked statement with `values` in place of its slots (by slot number). */
export function bindSlots<R>(compiled: CompiledQuery<R>, values: readonly unknown[]): CompiledQuery<R> {
  const positions = slotsOf.get(compiled);
  if (!positions) throw new Error('Only a checked statement (checkSlots) can be bound.');
  const parameters = compiled.parameters.map((p, i) => (positions[i] < 0 ? p : values[positions[i]]));
  return { ...compiled, parameters };
}

/** Runs a statement compiled earlier, as Kysely runs a built one (the read log told too). */
export function runCompiled<R>(db: Db, compiled: CompiledQuery<R>) {
  noteQuery(compiled.query);
  return db.executeQuery(compiled);
}

/** A statement of one value, compiled once per database. */
export function fixedStatement<R>(build: (db: Db, value: string) => Compilable<R>): (db: Db, value: string) => CompiledQuery<R> {
  const compiledFor = new WeakMap<Db, CompiledQuery<R>>();
  return (db, value) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = checkSlots(build(db, slots(1)[0]).compile(), 1);
      compiledFor.set(db, compiled);
    }
    return bindSlots(compiled, [value]);
  };
}
