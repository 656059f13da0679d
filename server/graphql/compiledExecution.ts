/**
 * Reads run as compiled code (graphql-jit): a list page of 100 rows resolves ~1,500 fields, and
 * the general executor pays for each one (paths, promises checks, field lookups) on every
 * request, which made up much of the app's CPU for a fresh page (issue 15). A document is
 * compiled once and kept while Yoga keeps the parsed document (its parse cache hands back the
 * same object for the same text).
 *
 * Compiling is the costly part for a document seen once: 150 aliased `__type` reads (31 KB)
 * took 0.6-1.3 s of the server's one thread to compile against 0.07-0.35 s to run through the
 * general executor, and a stranger's stream of unique documents held every other request that
 * long each. So the server (yoga.ts, SERVER_COMPILE_POLICY) compiles only what pays back:
 * - a document on its second run (`compileFrom`): the console sends the same few documents all
 *   day, each compiled once it comes back; a document sent once runs the general executor;
 * - never a document reading introspection (`__schema`, `__type` at its root): the console sends
 *   none, and they are the costliest to compile (a 31 KB one 3-6 times a 59 KB by-id document);
 * - within a compile budget (`budgetMs`, refilled at `refillPerSecond`): past it, documents run the
 *   general executor until the budget refills, so documents sent twice on purpose cannot take
 *   more than that share of the thread either. The console's documents compile in milliseconds
 *   to ~0.25 s (getMany of 100 rows), far inside it.
 * A document not compiled answers exactly as before: the general executor is what the compiled
 * code falls back to anyway.
 *
 * Only queries are compiled: a mutation's answer is one record, so compiling buys nothing there,
 * and its serial execution stays the general executor's. Errors are worded and placed a little
 * differently by compiled code (no locations, another message for a variable of the wrong type),
 * so a read that answers any error runs again through the general executor and the caller reads
 * exactly the error it read before: reads change nothing, and a failed read is rare. A document
 * the compiler refuses runs the general executor too.
 *
 * The time budget (./timeBudget.ts) still holds: compiled code cannot be stopped between fields,
 * so the answer is raced against the budget's signal and a read past it answers with the
 * budget's error at the same moment as before (the resolvers still running finish unseen).
 */
import { type DocumentNode, type ExecutionResult, type FragmentDefinitionNode, getOperationAST, type GraphQLSchema, Kind } from 'graphql';
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { eachRootField, INTROSPECTION_FIELDS } from './listReads';

type Compiled = CompiledQuery | null;
type Answer = ExecutionResult | Promise<ExecutionResult>;

type Compile = (schema: GraphQLSchema, document: DocumentNode, operationName?: string) => CompiledQuery | ExecutionResult;

/** When a read is compiled; the default (the plugin alone) compiles every read on its first run. */
export interface CompilePolicy {
  /** The run of a document on which it is compiled (1: its first). */
  compileFrom: number;
  /** Documents with `__schema` or `__type` at their root run the general executor. */
  skipIntrospection: boolean;
  /** Milliseconds of compiling that may be spent at once (the budget's capacity)... */
  budgetMs: number;
  /** ...and regained per second of wall time. */
  refillPerSecond: number;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
}

export const EAGER_COMPILE_POLICY: CompilePolicy = { compileFrom: 1, skipIntrospection: false, budgetMs: Infinity, refillPerSecond: 0 };

/** The server's: a document compiled on its second run, no introspection, ~1 s then 10% of the thread at most. */
export const SERVER_COMPILE_POLICY: CompilePolicy = { compileFrom: 2, skipIntrospection: true, budgetMs: 1_000, refillPerSecond: 100 };

/** `compile` is graphql-jit's compiler; a test passes one that counts its calls. */
export function compiledExecutionPlugin(compile: Compile = compileQuery, policy: CompilePolicy = EAGER_COMPILE_POLICY): Plugin {
  const now = policy.now ?? (() => performance.now());
  // Per schema and document, so a test app with another contract never reads another's code.
  const compiledBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Compiled>>>();
  /** Runs of a document not compiled yet, by operation. */
  const runsBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
  let budget = policy.budgetMs;
  let budgetAt = now();
  /** Whether compiling may start now: the budget, refilled since it was last read, is not spent. */
  const mayCompile = (): boolean => {
    if (policy.budgetMs === Infinity) return true;
    const at = now();
    budget = Math.min(policy.budgetMs, budget + ((at - budgetAt) / 1000) * policy.refillPerSecond);
    budgetAt = at;
    return budget > 0;
  };
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined | null): Compiled => {
    let byDocument = compiledBySchema.get(schema);
    if (!byDocument) compiledBySchema.set(schema, (byDocument = new WeakMap()));
    let byOperation = byDocument.get(document);
    if (!byOperation) byDocument.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    if (byOperation.has(key)) return byOperation.get(key) ?? null;
    // Not compiled yet: is it worth it (hot, no introspection) and is there budget left?
    let runsByDocument = runsBySchema.get(schema);
    if (!runsByDocument) runsBySchema.set(schema, (runsByDocument = new WeakMap()));
    let runs = runsByDocument.get(document);
    if (!runs) runsByDocument.set(document, (runs = new Map()));
    const run = (runs.get(key) ?? 0) + 1;
    runs.set(key, run);
    if (run < policy.compileFrom) return null;
    if (policy.skipIntrospection && readsIntrospection(document, operationName)) {
      byOperation.set(key, null);
      return null;
    }
    if (!mayCompile()) return null; // tried again on a later run
    const started = now();
    const result = compile(schema, document, operationName ?? undefined);
    budget -= now() - started;
    const compiled = isCompiledQuery(result) ? result : null;
    byOperation.set(key, compiled);
    runs.delete(key);
    return compiled;
  };

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const compiled = compiledFor(args.schema, args.document, args.operationName);
      if (!compiled) return;
      setExecuteFn((execArgs) => {
        const signal = (execArgs as { signal?: AbortSignal }).signal;
        const general = () => executeFn(execArgs) as Answer;
        const answer = withoutErrors(compiled.query(execArgs.rootValue, execArgs.contextValue, execArgs.variableValues ?? {}), general);
        return signal ? raceSignal(answer, signal) : answer;
      });
    },
  };
}

/** The compiled answer when it has no error; the general executor's answer otherwise. */
function withoutErrors(answer: Answer, general: () => Answer): Answer {
  const checked = (result: ExecutionResult): Answer => (result.errors?.length ? general() : result);
  return answer instanceof Promise ? answer.then(checked) : checked(answer);
}

/** The answer, or the signal's reason once it aborts first (as the general executor rejects). */
function raceSignal(answer: ExecutionResult | Promise<ExecutionResult>, signal: AbortSignal): ExecutionResult | Promise<ExecutionResult> {
  if (signal.aborted) return Promise.reject(signal.reason);
  if (!(answer instanceof Promise)) return answer;
  return new Promise<ExecutionResult>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Whether the operation selects `__schema` or `__type` at its root (fragments followed once each). */
function readsIntrospection(document: DocumentNode, operationName: string | undefined | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let reads = false;
  eachRootField(operation.selectionSet, (name) => fragments.get(name), new Set(), (field) => {
    reads ||= INTROSPECTION_FIELDS.has(field.name.value);
  });
  return reads;
}
