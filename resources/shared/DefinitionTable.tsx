/**
 * A list's rows as the definition's columns plus the row actions (the open or view button, and
 * any extra the list gives); on narrow screens the same rows as cards. Rows open react-admin's
 * "edit" route, /<resource>/<id>: the spec's detail path.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { AnyResourceDefinition, ListColumn } from './definition';
import { RowActionStyles } from '../../src/components/RowAction';
import { cellContent } from './cells';
import { ListCards } from './list/ListCards';
import { OpenButton } from './OpenButton';
import type { OpenButtonKind } from './OpenButton';

export interface DefinitionTableProps {
  definition: AnyResourceDefinition;
  /** 'open' (jobs, job seekers, ...) or 'view' (the eye icon of companies and applications) */
  openKind?: OpenButtonKind;
  /** Row actions placed before the open button */
  rowActions?: (record: RaRecord) => ReactNode;
}

export function DefinitionTable({ definition, openKind = 'open', rowActions }: DefinitionTableProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns: readonly ListColumn[] = definition.listColumns;
  const actions = (record: RaRecord) => (
    <>
      {rowActions?.(record)}
      <OpenButton kind={openKind} />
    </>
  );

  if (isPhone) {
    return (
      <>
        <RowActionStyles />
        <ListCards definition={definition} actions={actions} />
      </>
    );
  }
  return (
    <>
      <RowActionStyles />
      <DataTable bulkActionButtons={false} rowClick="edit">
        {columns.map((column) => (
          <DataTable.Col
            key={column.source}
            source={column.source}
            disableSort
            render={(record: RaRecord) => cellContent(column, record, translate)}
          />
        ))}
        <DataTable.Col label={translate('resources.shared.actions', { _: 'Actions' })} disableSort align="right">
          <RowActions actions={actions} />
        </DataTable.Col>
      </DataTable>
    </>
  );
}

/**
 * The actions cell: DataTable columns with children get the row's record through context. A plain
 * flex row, not an MUI Stack: a list renders 100 of these and every styled box costs render time.
 */
function RowActions({ actions }: { actions: (record: RaRecord) => ReactNode }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <div style={{ display: 'flex', gap: 4, justifyContent: 'flex-end', alignItems: 'center' }}>{actions(record)}</div>
  );
}
