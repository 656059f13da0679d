/**
 * Preferred locations and roles (spec §5 "Other rules"): comma-separated text stored as a list,
 * split, trimmed, blanks removed. The text keeps what the user types (a trailing comma included).
 */
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { splitCommaList } from '../../../domain/lists';
import { useIsEditing } from './context';
import { requiredMarker } from './fields';
import { LabeledValue } from './LabeledValue';

export interface CommaListInputProps {
  source: string;
  /** Translation key or text. */
  label: string;
  required?: boolean;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function CommaListInput({ source, label, required }: CommaListInputProps) {
  const translate = useTranslate();
  const editing = useIsEditing();
  const { field, fieldState, isRequired } = useInput({ source, validate: required ? requiredMarker : undefined });
  const list = asList(field.value);
  const [text, setText] = useState(list.join(', '));
  // A form reset (Exit Edit, reload) replaces the list: show it unless the text already says it.
  useEffect(() => {
    if (!sameList(splitCommaList(text), list)) setText(list.join(', '));
  }, [list.join('\u0000')]);

  if (!editing) return <LabeledValue label={label} value={list} />;
  return (
    <TextField
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(splitCommaList(event.target.value));
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
      fullWidth
    />
  );
}
