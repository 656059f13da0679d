/** Shared state of one detail or create screen, read by the kit's pieces. */
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * Whether the screen's fields are inputs (edit mode, create pages) or read-only values. Outside
 * any provider the pieces behave as inputs, so they also work in a plain react-admin form.
 */
export const EditModeContext = createContext<boolean>(true);
export const useIsEditing = (): boolean => useContext(EditModeContext);

export interface DetailContextValue<R extends RaRecord = RaRecord> {
  resource: string;
  id: string;
  /** The record as last loaded (previousData of the next save). */
  record: R;
  editing: boolean;
  saving: boolean;
  startEdit(): void;
  /** Leaves edit mode and puts the loaded values back into the form. */
  exitEdit(): void;
  /** Reloads the record from the data provider. */
  refresh(): void;
}

export const DetailContext = createContext<DetailContextValue | null>(null);

/** The surrounding DetailPage's state; throws outside one (a wiring mistake, not a user error). */
export function useDetailContext<R extends RaRecord = RaRecord>(): DetailContextValue<R> {
  const value = useContext(DetailContext);
  if (!value) throw new Error('useDetailContext must be used within DetailPage');
  return value as unknown as DetailContextValue<R>;
}
