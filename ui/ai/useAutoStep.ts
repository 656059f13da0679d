/**
 * An automatic AI step (spec §4): generate what a record lacks, once. The step is a react-query
 * query keyed by what it is for, so StrictMode's double effects, re-renders and remounts share
 * one run, a success is not repeated while the reload is on its way, and react-admin's Refresh
 * (which invalidates every query) runs a failed step again — "Click refresh to retry".
 */
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export type AutoStepStatus = 'idle' | 'running' | 'done' | 'failed';

export interface AutoStep {
  status: AutoStepStatus;
  /** The failure's own message (e.g. the server's 'The resume has no readable text ...'). */
  error: string | null;
  retry: () => void;
}

/** Thrown by a step whose call answered without the record's id. */
export class NoIdError extends Error {}

export const errorMessage = (error: unknown): string | null =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : null;

/**
 * `key` null: nothing to do (the record already has what the step makes). `run` is called at
 * most once per key until it fails and is retried. `reloadKey`: the query key (prefix) of the
 * record's own load; when the screen reloads it (its Refresh action), a failed step runs again.
 */
export function useAutoStep(key: readonly unknown[] | null, run: () => Promise<void>, reloadKey?: readonly unknown[]): AutoStep {
  const query = useQuery({
    queryKey: ['ai-step', ...(key ?? ['none'])],
    queryFn: async () => {
      await run();
      return true;
    },
    enabled: key !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const reloading = useIsFetching({ queryKey: reloadKey ?? ['ai-step-no-reload-key'] }) > 0;
  const wasReloading = useRef(false);
  const { isError, refetch } = query;
  useEffect(() => {
    // the start of a reload of a record whose step failed: "Click refresh to retry"
    if (reloading && !wasReloading.current && isError && key !== null) void refetch();
    wasReloading.current = reloading;
  }, [reloading, isError, refetch, key]);
  if (key === null) return { status: 'idle', error: null, retry: () => undefined };
  const status: AutoStepStatus = query.isFetching ? 'running' : query.isError ? 'failed' : query.isSuccess ? 'done' : 'running';
  return {
    status,
    error: query.isError ? errorMessage(query.error) : null,
    retry: () => void query.refetch(),
  };
}
