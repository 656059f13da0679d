/**
 * Reads run as compiled code (graphql-jit): a list page of 100 rows resolves ~1,500 fields, and
 * the general executor pays for each one (paths, promises checks, field lookups) on every
 * request, which made up much of the app's CPU for a fresh page (issue 15). A document is
 * compiled once, on its first run, and kept while Yoga keeps the parsed document (its parse
 * cache hands back the same object for the same text).
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
import { type DocumentNode, type ExecutionResult, getOperationAST, type GraphQLSchema } from 'graphql';
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

type Compiled = CompiledQuery | null;
type Answer = ExecutionResult | Promise<ExecutionResult>;

type Compile = (schema: GraphQLSchema, document: DocumentNode, operationName?: string) => CompiledQuery | ExecutionResult;

/** `compile` is graphql-jit's compiler; a test passes one that counts its calls. */
export function compiledExecutionPlugin(compile: Compile = compileQuery): Plugin {
  // Per schema and document, so a test app with another contract never reads another's code.
  const compiledBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Compiled>>>();
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined | null): Compiled => {
    let byDocument = compiledBySchema.get(schema);
    if (!byDocument) compiledBySchema.set(schema, (byDocument = new WeakMap()));
    let byOperation = byDocument.get(document);
    if (!byOperation) byDocument.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    if (byOperation.has(key)) return byOperation.get(key) ?? null;
    const result = compile(schema, document, operationName ?? undefined);
    const compiled = isCompiledQuery(result) ? result : null;
    byOperation.set(key, compiled);
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
