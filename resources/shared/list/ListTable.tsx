/**
 * A list page's rows on a wide screen: a plain table whose look is one style rule on its root
 * (the header, cells, hover and the row cursor as MUI's small table draws them), instead of
 * react-admin's DataTable. DataTable builds every cell as an MUI TableCell and every row with its
 * own contexts and hooks; on the 100 rows of /jobs that was most of the time between the list's
 * data and its first row. Same semantics: column headers, rows that open the record, the row
 * actions last.
 */
import { alpha, darken, lighten, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceDefinition, ListColumn } from '../definition';
import { cellContent, cellText } from '../cells';
import { useBulkSelection } from './bulk/BulkSelection';
import { SelectCheckbox } from './bulk/SelectCheckbox';
import { detailPath } from '../../../ui/paths';

const ACTIONS = 'actions';

const Table = styled('table')(({ theme }) => {
  // MUI TableCell's own line colour, so these rows match the console's other tables
  const divider = alpha(theme.palette.divider, 1);
  const border = `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`;
  const radius = theme.shape.borderRadius;
  return {
    width: '100%',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    fontFamily: theme.typography.fontFamily,
    color: theme.palette.text.primary,
    '& th, & td': { padding: '6px 16px', borderBottom: border, textAlign: 'left', verticalAlign: 'middle' },
    '& th': { fontSize: '0.875rem', fontWeight: 500, lineHeight: '1.5rem', backgroundColor: theme.palette.background.paper },
    '& th:first-of-type': { borderTopLeftRadius: radius },
    '& th:last-of-type': { borderTopRightRadius: radius },
    '& td': { fontSize: '0.875rem', lineHeight: 1.43 },
    [`& .${ACTIONS}`]: { textAlign: 'right' },
    '& tbody tr': { cursor: 'pointer' },
    '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
    // Rows ticked for a bulk action stay marked while the eye moves to the bar above.
    '& tbody tr[data-selected]': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  };
});

const actionsRow = { display: 'flex', gap: 4, justifyContent: 'flex-end', alignItems: 'center' } as const;

export interface ListTableProps {
  definition: AnyResourceDefinition;
  /** The row's actions (open, view, and any extra), rendered inside the row's record context. */
  actions: (record: RaRecord) => ReactNode;
}

export function ListTable({ definition, actions }: ListTableProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = useListContext();
  // Where a bulk action is offered, the first cell of each row (and of the header) starts with its checkbox.
  const selection = useBulkSelection();
  const columns: readonly ListColumn[] = definition.listColumns;
  const label = (source: string) => translate(`resources.${definition.name}.fields.${source}`, { _: source });
  const rowLabel = (record: RaRecord) =>
    translate('resources.shared.bulk.select_row', { title: (columns[0] && cellText(columns[0], record, translate)) || String(record.id) });
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // the select-all box sits in the first header; the column keeps its own name
            <th key={column.source} scope="col" aria-label={selection && index === 0 ? label(column.source) : undefined}>
              {selection && index === 0 && (
                <SelectCheckbox
                  label={translate('resources.shared.bulk.select_page')}
                  checked={selection.pageSelected}
                  indeterminate={selection.pagePartly}
                  onChange={selection.togglePage}
                />
              )}
              {label(column.source)}
            </th>
          ))}
          <th scope="col" className={ACTIONS}>
            {translate('resources.shared.actions', { _: 'Actions' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {(data ?? []).map((record: RaRecord) => (
          <tr
            key={record.id}
            onClick={() => navigate(detailPath(definition.name, record.id))}
            data-selected={selection?.isSelected(record.id) ? '' : undefined}
          >
            {columns.map((column, index) => (
              <td key={column.source}>
                {selection && index === 0 && (
                  <SelectCheckbox label={rowLabel(record)} checked={selection.isSelected(record.id)} onChange={() => selection.toggle(record.id)} />
                )}
                {cellContent(column, record, translate)}
              </td>
            ))}
            <td className={ACTIONS}>
              <RecordContextProvider value={record}>
                <div style={actionsRow}>{actions(record)}</div>
              </RecordContextProvider>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
