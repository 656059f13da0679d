/**
 * The submit of a small form dialog: one save at a time, the failure's message shown in the
 * dialog (which stays open with what was typed), the dialog closed once the save succeeded.
 */
import { type FormEvent, useState } from 'react';

/** The server's message when it gave one (REST { error }), else the error's own. */
export function failureMessage(error: unknown): string {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  if (body && typeof body.error === 'string') return body.error;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export function useDialogSubmit(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The form's onSubmit for this work. */
  const submitting = (work: () => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    // React carries a submit up its own tree, portals included: not to a form the dialog opened from
    event.stopPropagation();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await work();
      onDone();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, submitting };
}
