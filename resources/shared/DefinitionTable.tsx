/**
 * A list's rows as the definition's columns plus the row actions (the open or view button, and
 * any extra the list gives); on narrow screens the same rows as cards. Rows open the record's
 * detail page, /<resource>/<id>.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { RowActionStyles } from '../../ui/components/RowAction';
import type { AnyResourceDefinition } from './definition';
import { ListCards } from './list/ListCards';
import { ListTable } from './list/ListTable';
import { OpenButton } from '../../ui/components/OpenButton';
import type { OpenButtonKind } from '../../ui/components/OpenButton';

export interface DefinitionTableProps {
  definition: AnyResourceDefinition;
  /** 'open' (jobs, job seekers, ...) or 'view' (the eye icon of companies and applications) */
  openKind?: OpenButtonKind;
  /** Row actions placed before the open button */
  rowActions?: (record: RaRecord) => ReactNode;
}

export function DefinitionTable({ definition, openKind = 'open', rowActions }: DefinitionTableProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const actions = (record: RaRecord) => (
    <>
      {rowActions?.(record)}
      <OpenButton kind={openKind} />
    </>
  );
  return (
    <>
      <RowActionStyles />
      {isPhone ? <ListCards definition={definition} actions={actions} /> : <ListTable definition={definition} actions={actions} />}
    </>
  );
}
