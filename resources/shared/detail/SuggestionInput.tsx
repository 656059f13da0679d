/**
 * A text field with a suggestion list and free entry (spec §3: experience level, industry,
 * category, roles; any declared choice with suggestions). An input in edit mode and on create
 * pages, a label/value pair otherwise.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { InputHelperText, useInput, useRecordContext, useTranslate } from 'react-admin';
import { readPath } from '../format';
import { useIsEditing } from './context';
import { LabeledValue } from './LabeledValue';

export interface SuggestionInputProps {
  source: string;
  /** Translation key. */
  label: string;
  suggestions: readonly string[];
  required?: boolean;
}

export function SuggestionInput(props: SuggestionInputProps) {
  const editing = useIsEditing();
  const record = useRecordContext();
  if (!editing) return <LabeledValue label={props.label} value={readPath(record, props.source)} />;
  return <SuggestionEditor {...props} />;
}

function SuggestionEditor({ source, label, suggestions, required }: SuggestionInputProps) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source });
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={suggestions as string[]}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, choice) => field.onChange(choice ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={translate(label)}
          required={required}
          error={showError}
          helperText={
            <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText="resources.shared.detail.suggestions_hint" />
          }
        />
      )}
    />
  );
}
