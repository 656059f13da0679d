/**
 * A list row's icon action (open, view, relevant candidates): a plain link or button with an
 * inline icon, styled once for the whole list by <RowActionStyles />. Not an MUI IconButton on
 * purpose: a list page renders up to 200 of them, and each IconButton is a tree of styled
 * components (ButtonBase, SvgIcon) whose styles are worked out per instance; that was a large
 * share of the time to the first row of /jobs.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactElement } from 'react';
import { Link } from 'react-router-dom';

export const ROW_ACTION_CLASS = 'jm-row-action';

// Material icons' own shapes (OpenInNewOutlined, VisibilityOutlined, PeopleAlt), 24-unit grid.
const SHAPES = {
  open: <path d="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />,
  view: (
    <path d="M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7" />
  ),
  people: (
    <>
      <path fillRule="evenodd" d="M16.67 13.13C18.04 14.06 19 15.32 19 17v3h4v-3c0-2.18-3.57-3.47-6.33-3.87" />
      <circle cx="9" cy="8" r="4" fillRule="evenodd" />
      <path
        fillRule="evenodd"
        d="M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4c-.47 0-.91.1-1.33.24C14.5 5.27 15 6.58 15 8s-.5 2.73-1.33 3.76c.42.14.86.24 1.33.24m-6 1c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4"
      />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type RowActionIcon = keyof typeof SHAPES;

function Icon({ name }: { name: RowActionIcon }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      {SHAPES[name]}
    </svg>
  );
}

interface CommonProps {
  icon: RowActionIcon;
  /** The accessible name. */
  label: string;
  /** The hover text; the label when not given. */
  title?: string;
  onClick?: MouseEventHandler<HTMLElement>;
}

export function RowActionLink({ to, icon, label, title, onClick }: CommonProps & { to: string }) {
  return (
    <Link to={to} className={ROW_ACTION_CLASS} aria-label={label} title={title ?? label} onClick={onClick}>
      <Icon name={icon} />
    </Link>
  );
}

export function RowActionButton({ icon, label, title, onClick }: CommonProps) {
  return (
    <button type="button" className={ROW_ACTION_CLASS} aria-label={label} title={title ?? label} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}

/** The look of MUI's small IconButton, once for every row action on the page. */
const rowActionStyles = (theme: Theme) => ({
  [`.${ROW_ACTION_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box' as const,
    width: 30,
    height: 30,
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
});

export function RowActionStyles() {
  return <GlobalStyles styles={rowActionStyles} />;
}
