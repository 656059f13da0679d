/**
 * A calendar day (birthday, expiry date): dd/MM/yyyy in view mode and in the input, the same day
 * order as the lists, whatever the browser's language (a native date input follows the browser
 * locale, e.g. MM/DD/YYYY). The form keeps the stored YYYY-MM-DD. Typing is helped by the slashes
 * appearing by themselves; the calendar button opens the browser's own date picker.
 */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { dayToInput, formatDay, inputToDay, isIsoDay } from '../dates';
import { readPath } from '../format';
import { useIsEditing } from './context';
import { requiredMarker } from './fields';
import { LabeledValue } from './LabeledValue';

const K = 'resources.shared.detail.date';

export interface DetailDateFieldProps {
  source: string;
  /** Translation key or text. */
  label: string;
  required?: boolean;
}

export function DetailDateField(props: DetailDateFieldProps) {
  const editing = useIsEditing();
  const record = useRecordContext();
  if (!editing) return <LabeledValue label={props.label} value={formatDay(readPath(record, props.source))} />;
  return <DayInput {...props} />;
}

/** Digits only, with the slashes of dd/mm/yyyy put in as the digits arrive. */
export function maskDay(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The browser's own calendar; where it cannot open one, typing stays the way in. */
function openPicker(input: HTMLInputElement | null) {
  try {
    input?.showPicker?.();
  } catch {
    // e.g. a browser that refuses showPicker here: nothing to do, the text input still takes the day.
  }
}

function DayInput({ source, label, required }: DetailDateFieldProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate: required ? requiredMarker : undefined, format: (v) => v, parse: (v) => v });
  const [text, setText] = useState(() => dayToInput(field.value));
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const shownFor = useRef<unknown>(field.value);

  // A reload or Exit Edit changes the value under the input: show it, unless the text already says it.
  useEffect(() => {
    if (field.value === shownFor.current) return;
    shownFor.current = field.value;
    setText(dayToInput(field.value));
  }, [field.value]);

  const commit = (value: string | null) => {
    shownFor.current = value;
    field.onChange(value);
  };
  const onType = (typed: string) => {
    const next = maskDay(typed);
    setText(next);
    if (next === '') commit(null);
    else {
      const day = inputToDay(next);
      if (day) commit(day);
    }
  };
  const unreadable = text !== '' && inputToDay(text) === null && text !== field.value;
  const error = fieldState.error?.message ?? (left && unreadable ? translate(`${K}.invalid`) : undefined);
  const chooseLabel = translate(`${K}.choose`);

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(label, { _: label })}
      required={isRequired}
      value={text}
      onChange={(event) => onType(event.target.value)}
      onBlur={() => {
        setLeft(true);
        field.onBlur();
      }}
      placeholder={translate(`${K}.placeholder`)}
      error={Boolean(error)}
      helperText={error ?? false}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton edge="end" size="small" aria-label={chooseLabel} title={chooseLabel} onClick={() => openPicker(picker.current)}>
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={isIsoDay(field.value) ? field.value : ''}
                onChange={(event) => {
                  if (!event.target.value) return;
                  setText(dayToInput(event.target.value));
                  commit(event.target.value);
                }}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
