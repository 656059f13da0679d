/**
 * Runs the readiness of one application once and keeps its progress in react-query's cache, so
 * StrictMode's double effects, re-renders and a remount while the application reloads (onReload)
 * neither start it twice nor lose the progress. `restart` runs it again (Try again).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { JobApplication } from '../../../domain/types';
import type { MarketplaceDataProvider } from '../../../providers/types';
import { applicationLoaded } from '../loaded';
import { INITIAL_READINESS, type ReadinessState, runReadiness } from './readiness';

const keyOf = (id: string) => ['ai-readiness', id] as const;

export function useReadiness(application: JobApplication, onReload: () => void) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const key = keyOf(application._id);
  const { data } = useQuery({
    queryKey: key,
    // never fetched: the cache entry is a store written by runReadiness
    queryFn: () => queryClient.getQueryData<ReadinessState>(key) ?? INITIAL_READINESS,
    initialData: INITIAL_READINESS,
    enabled: false,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  // The latest record and callback, read when a run starts (not when the effect was set up).
  const latest = useRef({ application, onReload });
  latest.current = { application, onReload };

  const start = useCallback(() => {
    const report = (update: (s: ReadinessState) => ReadinessState) =>
      queryClient.setQueryData<ReadinessState>(key, (old) => update(old ?? INITIAL_READINESS));
    // Mark it started synchronously: a second effect in the same tick sees a run in progress.
    report(() => ({ ...INITIAL_READINESS, phase: 'steps' }));
    void runReadiness(latest.current.application, {
      dataProvider,
      onReload: () => latest.current.onReload(),
      report,
    });
    // key is derived from the id, which the dependency list covers
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, dataProvider, application._id]);

  const loaded = applicationLoaded(application);
  const hasResume = Boolean(application.jobSeeker?.resumeUrl?.trim());
  useEffect(() => {
    if (!loaded) return;
    const current = queryClient.getQueryData<ReadinessState>(key);
    // a resume uploaded since the run stopped for the lack of one: run again
    const resumeArrived = current?.failure === 'no_resume' && hasResume;
    if (!current || current.phase === 'idle' || resumeArrived) start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [application._id, start, loaded, hasResume]);

  return { state: data ?? INITIAL_READINESS, restart: start };
}
