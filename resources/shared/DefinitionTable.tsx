/**
 * A list's rows as the definition's columns plus an open button; on phone widths a simple list
 * of cards (first column as the title, the next two underneath) instead of a wide table.
 * Rows open react-admin's "edit" route, /<resource>/<id>: the spec's detail path.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { AnyResourceDefinition, ListColumn } from './definition';
import { cellText, StatusDot } from './cells';
import { OpenButton } from './OpenButton';

export function DefinitionTable({ definition }: { definition: AnyResourceDefinition }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns: readonly ListColumn[] = definition.listColumns;
  const text = (column: ListColumn | undefined, record: RaRecord) => (column ? cellText(column, record, translate) : '');

  if (isPhone) {
    return (
      <SimpleList
        primaryText={(record) => text(columns[0], record)}
        secondaryText={(record) => text(columns[1], record)}
        tertiaryText={(record) => text(columns[2], record)}
        rowClick="edit"
      />
    );
  }
  return (
    <DataTable bulkActionButtons={false} rowClick="edit">
      {columns.map((column) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          disableSort
          render={(record: RaRecord) =>
            column.kind === 'statusDot' ? (
              <StatusDot status={record.status} label={text(column, record)} />
            ) : (
              text(column, record)
            )
          }
        />
      ))}
      <DataTable.Col label={translate('resources.shared.actions', { _: 'Actions' })} disableSort>
        <OpenButton />
      </DataTable.Col>
    </DataTable>
  );
}
