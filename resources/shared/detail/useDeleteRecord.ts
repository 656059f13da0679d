/**
 * Deleting the detail screen's record: react-admin's delete with previousData (pessimistic, so
 * the cached lists drop the record at once and the list opened next never shows it), then the
 * list (or another path); a failure keeps the dialog open with the resource's §8 text.
 */
import { useState } from 'react';
import { type RaRecord, useDelete, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export interface DeleteRecordOptions {
  resource: string;
  record: RaRecord;
  /** §8 text or its key, e.g. 'Failed to delete company. Please try again later.' */
  failureMessage: string;
  /** Defaults to /<resource>. */
  redirectTo?: string;
  /** After the delete succeeded, before leaving (e.g. a toast). */
  onDeleted?: () => void;
  onFailed?: (error: unknown) => void;
}

export function useDeleteRecord(options: DeleteRecordOptions) {
  const translate = useTranslate();
  const [deleteOne] = useDelete();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await deleteOne(
        options.resource,
        { id: options.record.id, previousData: options.record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setOpen(false);
      options.onDeleted?.();
      navigate(options.redirectTo ?? `/${options.resource}`);
    } catch (failure) {
      setError(translate(options.failureMessage, { _: options.failureMessage }));
      options.onFailed?.(failure);
    } finally {
      setPending(false);
    }
  };

  return {
    open,
    pending,
    error,
    openDialog: () => {
      setError(null);
      setOpen(true);
    },
    closeDialog: () => setOpen(false),
    confirm: () => void confirm(),
  };
}
