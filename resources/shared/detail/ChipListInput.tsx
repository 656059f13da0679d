/**
 * Skills and tags (spec §5 "Other rules"): Enter adds the typed entry, trimmed; duplicates and
 * empty entries are ignored. View mode shows the chips, or a dash.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { normalizeList } from '../../../domain/lists';
import { useIsEditing } from './context';
import { requiredMarker } from './fields';
import { LabeledValue } from './LabeledValue';

export interface ChipListInputProps {
  source: string;
  /** Translation key or text. */
  label: string;
  required?: boolean;
  placeholder?: string;
}

export function ChipListInput({ source, label, required, placeholder }: ChipListInputProps) {
  const translate = useTranslate();
  const editing = useIsEditing();
  const { field, fieldState, isRequired } = useInput({ source, validate: required ? requiredMarker : undefined });
  const [text, setText] = useState('');
  const values = normalizeList(Array.isArray(field.value) ? (field.value as string[]) : []);

  if (!editing) {
    return <LabeledValue label={label} value={values.length > 0 ? <Chips values={values} /> : null} />;
  }
  const add = () => {
    const next = normalizeList([...values, text]);
    if (next.length !== values.length) field.onChange(next);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds an entry; it must not submit the surrounding form.
    event.preventDefault();
    add();
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={field.onBlur}
        placeholder={placeholder ?? translate('resources.shared.detail.chips.add_hint')}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
        fullWidth
      />
      <Chips values={values} onRemove={(value) => field.onChange(values.filter((v) => v !== value))} />
    </Stack>
  );
}

function Chips({ values, onRemove }: { values: string[]; onRemove?: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {values.map((value) => (
        <Chip
          key={value}
          label={value}
          size="small"
          onDelete={onRemove ? () => onRemove(value) : undefined}
          deleteIcon={onRemove ? <CancelIcon aria-label={translate('resources.shared.detail.chips.remove', { value })} /> : undefined}
        />
      ))}
    </Stack>
  );
}
