/**
 * Fields that are inputs in edit mode (and on create pages) and label/value pairs in view mode.
 * Errors come from the form's validate map and show under the input; `required` adds the asterisk.
 */
import type { ReactNode } from 'react';
import { SelectInput, TextInput, type Validator, useRecordContext, useTranslate } from 'react-admin';
import { readPath } from '../format';
import { useIsEditing } from './context';
import { LabeledValue, displayValue } from './LabeledValue';
import { toNumberOrEmpty } from './numbers';

/** react-admin draws the asterisk for validators flagged isRequired; the rule itself lives in the form's validate. */
export const requiredMarker: Validator = Object.assign(() => undefined, { isRequired: true });

interface BaseFieldProps {
  source: string;
  /** Translation key or text. */
  label: string;
  required?: boolean;
  /** Shown but never editable; shows the value or a dash. */
  disabled?: boolean;
  helperText?: string;
  /** View-mode rendering of the value (defaults to the value or a dash). */
  display?: (value: unknown) => ReactNode;
}

function ViewValue({ source, label, display }: BaseFieldProps) {
  const record = useRecordContext();
  const value = readPath(record, source);
  return <LabeledValue label={label} value={display ? display(value) : value} />;
}

export interface DetailTextFieldProps extends BaseFieldProps {
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'tel';
}

export function DetailTextField(props: DetailTextFieldProps) {
  const editing = useIsEditing();
  if (!editing) return <ViewValue {...props} />;
  const { source, label, required, disabled, helperText, multiline, rows, type } = props;
  return (
    <TextInput
      source={source}
      label={label}
      validate={required ? requiredMarker : undefined}
      disabled={disabled}
      format={disabled ? (v: unknown) => displayValue(v) : undefined}
      helperText={helperText ?? false}
      multiline={multiline}
      rows={rows}
      type={type}
      fullWidth
    />
  );
}

export interface DetailSelectFieldProps extends BaseFieldProps {
  choices: ReadonlyArray<{ id: string; name: string }>;
}

export function DetailSelectField(props: DetailSelectFieldProps) {
  const editing = useIsEditing();
  const { source, label, required, disabled, helperText, choices } = props;
  const translate = useTranslate();
  const nameOf = (value: unknown) => {
    const choice = choices.find((c) => c.id === value);
    return choice ? translate(choice.name, { _: choice.name }) : displayValue(value);
  };
  if (!editing) return <ViewValue {...props} display={props.display ?? nameOf} />;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={[...choices]}
      validate={required ? requiredMarker : undefined}
      disabled={disabled}
      helperText={helperText ?? false}
      fullWidth
    />
  );
}

/** Spec §5: a number input turns an empty value into empty (null), anything else into a number. */
export function DetailNumberField(props: BaseFieldProps) {
  const editing = useIsEditing();
  if (!editing) return <ViewValue {...props} />;
  const { source, label, required, disabled, helperText } = props;
  return (
    <TextInput
      source={source}
      label={label}
      type="number"
      parse={toNumberOrEmpty}
      format={(v: unknown) => (v === null || v === undefined ? '' : String(v))}
      validate={required ? requiredMarker : undefined}
      disabled={disabled}
      helperText={helperText ?? false}
      fullWidth
    />
  );
}
