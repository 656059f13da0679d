/**
 * A /<resource>/:id screen (register as the <Resource> `edit` prop): skeleton while loading, the
 * error block on failure, then a react-admin <Form> that is read-only until Edit is chosen.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Form, type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';
import { ErrorBlock } from '../../../ui/components/ErrorBlock';
import { SkeletonList } from '../../../ui/components/SkeletonList';
import { RecordActivity } from '../../../ui/activity/RecordActivity';
import { DetailContext, type DetailContextValue, EditModeContext } from './context';
import { type DetailControllerOptions, useDetailController } from './useDetailController';

export interface DetailPageProps<R extends RaRecord> extends DetailControllerOptions<R> {
  /** §8 text (or its translation key) shown when the record cannot be loaded, or one per failure. */
  loadFailureMessage?: string | ((error: unknown) => string);
  /** Errors keyed like the values (use validateWith(domainValidator)); checked on Save. */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
}

/**
 * A reload while editing (a note added, an AI overview written, Refresh) brings a new record: the
 * fields the user changed keep their input, the others show the new values. (Module constant:
 * react-admin resets the form whenever this object changes.)
 */
const KEEP_INPUT_ON_RELOAD = { keepDirtyValues: true } as const;

export function DetailPage<R extends RaRecord = RaRecord>({ loadFailureMessage, validate, children, ...options }: DetailPageProps<R>) {
  const translate = useTranslate();
  const c = useDetailController<R>(options);
  // Loading, and again while Try again reloads a record that failed (the click shows it works).
  if (c.id !== '' && !c.record && (c.isPending || c.isFetching)) return <SkeletonList />;
  if (c.error || !c.record) {
    const chosen = typeof loadFailureMessage === 'function' ? loadFailureMessage(c.error) : loadFailureMessage;
    const key = chosen ?? 'resources.shared.detail.fetch_failed';
    return <ErrorBlock message={translate(key, { _: key })} onRetry={c.refresh} />;
  }
  const context: DetailContextValue = {
    resource: c.resource,
    id: c.id,
    record: c.record,
    editing: c.editing,
    saving: c.saving,
    startEdit: c.startEdit,
    exitEdit: c.exitEdit,
    refresh: c.refresh,
  };
  return (
    <DetailContext.Provider value={context}>
      <EditModeContext.Provider value={c.editing}>
        <RecordContextProvider value={c.record}>
          <Form
            key={c.formKey}
            record={c.record}
            validate={validate}
            onSubmit={(values: Record<string, unknown>) => c.save(values as R)}
            warnWhenUnsavedChanges
            // Fields show their own errors (the first gets focus) and a failed save its alert: no second notice.
            disableInvalidFormNotification
            resetOptions={KEEP_INPUT_ON_RELOAD}
            noValidate
          >
            <Stack spacing={2} sx={{ py: { xs: 1, sm: 2 } }}>
              {c.saveError ? (
                <Alert severity="error" role="alert">
                  {c.saveError}
                </Alert>
              ) : null}
              {children}
              {/* Every detail page's history from the audit trail (issue 13). */}
              <RecordActivity resource={c.resource} id={String(c.id)} />
            </Stack>
          </Form>
        </RecordContextProvider>
      </EditModeContext.Provider>
    </DetailContext.Provider>
  );
}
