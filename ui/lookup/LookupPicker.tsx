/**
 * A react-admin input that picks one record by searching as the user types (debounced 400 ms).
 * It stores the record's id under `source` and the option's text under `labelSource`, so the
 * form (and a record being edited) can show the choice without another request.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo, useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LOOKUP_DEBOUNCE_MS } from '../../domain/constants';
import type { ListName } from '../../domain/filters';
import { useDebouncedValue } from './useDebouncedValue';
import { useLookup } from './useLookup';

export interface LookupOption {
  _id: string;
  label: string;
}

export interface LookupPickerProps<T> {
  source: string;
  labelSource: string;
  resource: ListName;
  filterKey: string;
  onlyWithText: boolean;
  toOption: (row: T) => LookupOption;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Extra form values to set when a record is picked (or cleared: row is null). */
  onPicked?: (row: T | null, setValue: (name: string, value: unknown) => void) => void;
  renderOption?: (option: LookupOption, row: T | undefined) => ReactNode;
  texts: { typeToSearch: string; none: string; searching: string };
}

export function LookupPicker<T>(props: LookupPickerProps<T>) {
  const { source, labelSource, resource, filterKey, onlyWithText, toOption, label, required, disabled, onPicked, texts } = props;
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source });
  const { setValue } = useFormContext();
  const pickedLabel = useWatch({ name: labelSource }) as string | null | undefined;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const { options: rows, searching } = useLookup<T>(resource, filterKey, query, { onlyWithText, enabled: open || typed !== '' });

  const byId = useMemo(() => new Map(rows.map((row) => [toOption(row)._id, row])), [rows, toOption]);
  const value: LookupOption | null = field.value ? { _id: String(field.value), label: pickedLabel ?? '' } : null;
  const options = useMemo(() => {
    const list = rows.map(toOption);
    // MUI wants the chosen value among the options, even when the last search did not return it
    return value && !list.some((o) => o._id === value._id) ? [value, ...list] : list;
  }, [rows, toOption, value]);
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const blank = typed.trim() === '';

  return (
    <Autocomplete<LookupOption>
      options={options}
      value={value}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // the server filters; MUI must not filter again on the label
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionLabel={(o) => o.label}
      loading={searching}
      loadingText={translate(texts.searching)}
      noOptionsText={translate(blank && onlyWithText ? texts.typeToSearch : texts.none)}
      onInputChange={(_event, text, reason) => {
        // only what the user types is a search; MUI also "types" the chosen label on selection
        if (reason === 'input') setTyped(text);
        else if (reason === 'clear') setTyped('');
      }}
      onChange={(_event, option) => {
        field.onChange(option?._id ?? null);
        setValue(labelSource, option?.label ?? null, { shouldDirty: true });
        onPicked?.(option ? (byId.get(option._id) ?? null) : null, (name, v) => setValue(name, v, { shouldDirty: true }));
        setTyped('');
      }}
      onBlur={field.onBlur}
      renderOption={(liProps, option) => {
        const { key, ...rest } = liProps as typeof liProps & { key: string };
        return (
          <li key={key} {...rest}>
            {props.renderOption ? props.renderOption(option, byId.get(option._id)) : option.label}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={translate(label)}
          required={required}
          error={showError}
          helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={' '} />}
        />
      )}
    />
  );
}
