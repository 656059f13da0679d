/**
 * The selection checkbox drawn before a row's first value (and the page's in the first column
 * header): a plain input that adds no text and no column to the table. Its click never reaches
 * the row (which opens the record). Styled once for the page by <SelectCheckboxStyles />, not per
 * box: a styled component works out its styles for each of the 100 rows, which showed in the
 * time to the first row of /jobs.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

const SELECT_BOX_CLASS = 'jm-select-box';

const selectBoxStyles = (theme: Theme) => ({
  [`.${SELECT_BOX_CLASS}`]: {
    width: 18,
    height: 18,
    margin: '0 12px 0 0',
    verticalAlign: 'middle',
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
  },
});

/** The checkboxes' look, once for every box on the page (rendered by the list's bulk selection). */
export function SelectCheckboxStyles() {
  return <GlobalStyles styles={selectBoxStyles} />;
}

export interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}

export function SelectCheckbox({ label, checked, indeterminate = false, onChange }: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      className={SELECT_BOX_CLASS}
      type="checkbox"
      aria-label={label}
      title={label}
      checked={checked}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
      data-bulk-select=""
    />
  );
}
