/**
 * The state behind a /<resource>/:id screen: load (useGetOne), read-only until Edit, Refresh,
 * and Save = dataProvider.update with previousData, so the server can refuse a stale save.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type RaRecord, useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { FieldErrors } from '../../../domain/validation';
import { saveFailureText } from './errors';
import { toNestedErrors } from './formErrors';

export interface DetailControllerOptions<R extends RaRecord> {
  /** Defaults to the surrounding <Resource>. */
  resource?: string;
  /** Defaults to the :id route parameter. */
  id?: string;
  /** Translation key (or text) shown when the save fails for a reason other than a conflict. */
  saveFailureMessage?: string;
  /** Turns form values into update data; may upload files. Throw UserFacingError to show its text. */
  transform?: (values: R, previous: R) => Promise<Partial<R>> | Partial<R>;
  /** After a successful save and reload (e.g. a status toast). */
  onSaved?: (record: R) => void;
  /** After a failed save, with the provider's error. */
  onSaveError?: (error: unknown) => void;
}

/**
 * The query of the whole record a detail screen shows. Not react-admin's getOne key: lists write
 * their rows there, and a row is not the record (an application's row has no seeker email, no
 * company...). Sharing it, a list answering after a failed load replaced the error with the row,
 * and a row showed as the record while the record loaded (issue 16). Under the getOne prefix, so
 * what reloads or watches a resource's getOne queries (invalidation, the AI steps) still sees it.
 */
export const detailRecordKey = (resource: string, id: string) => [resource, 'getOne', { id, whole: true }] as const;

/** What <Form onSubmit> hands back on failure: react-admin sets these as form errors. */
export type SubmitErrors = Record<string, unknown> | undefined;

export function useDetailController<R extends RaRecord = RaRecord>(options: DetailControllerOptions<R> = {}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const resourceFromContext = useResourceContext();
  const params = useParams();
  const resource = options.resource ?? resourceFromContext ?? '';
  const id = options.id ?? params.id ?? '';
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const query = useQuery({
    queryKey: detailRecordKey(resource, id),
    queryFn: async ({ signal }) =>
      (await dataProvider.getOne<R>(resource, { id, signal: dataProvider.supportAbortSignal === true ? signal : undefined })).data,
    enabled: id !== '',
    // A failed load says so at once, with Try again (spec §8 text): no silent retries first.
    retry: false,
    // While editing, never refetch behind the user's back: a new record would reset their input.
    refetchOnWindowFocus: !editing,
    refetchOnReconnect: !editing,
  });
  const { data: record, refetch } = query;

  const startEdit = useCallback(() => {
    setSaveError(null);
    setEditing(true);
  }, []);
  const exitEdit = useCallback(() => {
    setSaveError(null);
    setEditing(false);
    setFormKey((k) => k + 1);
  }, []);
  const refresh = useCallback(() => {
    setSaveError(null);
    void refetch();
  }, [refetch]);

  const save = useCallback(
    async (values: R): Promise<SubmitErrors> => {
      if (!record) return undefined;
      setSaving(true);
      setSaveError(null);
      try {
        const data = options.transform ? await options.transform(values, record) : values;
        await dataProvider.update<R>(resource, { id, data, previousData: record });
        const reloaded = await refetch();
        setEditing(false);
        setFormKey((k) => k + 1);
        options.onSaved?.(reloaded.data ?? record);
        return undefined;
      } catch (error) {
        const fallback = translate(options.saveFailureMessage ?? 'resources.shared.detail.update_failed', {
          _: options.saveFailureMessage,
        });
        const raw = saveFailureText(error, fallback);
        const text = translate(raw, { _: raw });
        setSaveError(text);
        options.onSaveError?.(error);
        // A root error keeps the form "unsaved" (leaving still asks); server field errors show under their inputs.
        const fields = fieldErrorsOf(error);
        return { ...(fields ? toNestedErrors(fields) : {}), root: { serverError: text } };
      } finally {
        setSaving(false);
      }
    },
    [dataProvider, resource, id, record, refetch, translate, options],
  );

  return { ...query, resource, id, record, editing, saving, saveError, formKey, startEdit, exitEdit, refresh, save };
}

function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const body = (error as { body?: { errors?: unknown } }).body;
  const fields = body?.errors;
  if (fields === null || typeof fields !== 'object') return undefined;
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
