/**
 * Every read has a time budget: past it, the executor stops resolving (it checks the signal
 * between fields and races the pending ones against it) and the caller reads why, instead of
 * waiting while the server keeps working for an answer nobody may still want. The signal also
 * follows the request's own, so a caller that hangs up stops its query.
 *
 * The executor can only stop waiting: work a resolver has already started (a batch of candidate
 * searches, queued statements) would run on for an answer nobody reads. So the signal is also the
 * context's (`signal`, context.ts), and such work checks it before each step it starts.
 *
 * Mutations are not cut short: a write stopped halfway would leave staff unsure whether it
 * happened; their slow part, the AI provider, has its own timeout (AI_TIMEOUT_MS).
 */
import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { timeBudgetMessage } from './limits';

export function timeBudgetPlugin(budgetMs: number): Plugin {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const controller = new AbortController();
      const stop = () =>
        controller.abort(new GraphQLError(timeBudgetMessage(budgetMs), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }));
      const timer = setTimeout(stop, budgetMs);
      timer.unref();
      const callers = (args.contextValue as { request?: Request }).request?.signal;
      callers?.addEventListener('abort', () => controller.abort(callers.reason), { once: true });
      // The executor of Yoga (@graphql-tools/executor) reads `signal` from its arguments.
      (args as { signal?: AbortSignal }).signal = controller.signal;
      // ... and resolvers from their context, to start no more work once it has aborted.
      const context = args.contextValue as { signal?: AbortSignal } | undefined;
      if (context && typeof context === 'object') context.signal = controller.signal;
      return {
        onExecuteDone() {
          clearTimeout(timer);
        },
      };
    },
  };
}
