/**
 * The rows as cards, for narrow screens (spec §2): first column as a title linking to the record, the others labelled underneath.
 * `CardList` and `ListCard` are the same cards for rows that are not a react-admin list (a job's applicants).
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AnyResourceDefinition } from '../definition';
import { cellContent, cellText } from '../cells';
import { useBulkSelection } from './bulk/BulkSelection';
import { SelectCheckbox } from './bulk/SelectCheckbox';
import { detailPath } from '../../../ui/paths';

export interface ListCardsProps {
  definition: AnyResourceDefinition;
  actions: (record: RaRecord) => ReactNode;
}

export function ListCards({ definition, actions }: ListCardsProps) {
  const translate = useTranslate();
  const { data } = useListContext();
  const selection = useBulkSelection();
  const [first, ...rest] = definition.listColumns;
  const label = (source: string) => translate(`resources.${definition.name}.fields.${source}`, { _: source });
  return (
    <CardList label={translate(`resources.${definition.name}.name`, { smart_count: 2 })}>
      {(data ?? []).map((record: RaRecord) => {
        const title = first ? cellText(first, record, translate) || '-' : String(record.id);
        return (
          <RecordContextProvider key={record.id} value={record}>
            <ListCard
              title={title}
              select={
                selection && (
                  <SelectCheckbox
                    label={translate('resources.shared.bulk.select_row', { title })}
                    checked={selection.isSelected(record.id)}
                    onChange={() => selection.toggle(record.id)}
                  />
                )
              }
              to={detailPath(definition.name, record.id)}
              actions={actions(record)}
              fields={rest.map((column) => ({
                key: column.source,
                label: label(column.source),
                value: cellContent(column, record, translate),
              }))}
            />
          </RecordContextProvider>
        );
      })}
    </CardList>
  );
}

/** The list of cards (a `ul`, named by `label`; `busy` while another page loads); its children are `ListCard`s. */
export function CardList({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label} aria-busy={busy}>
      {children}
    </Stack>
  );
}

export interface ListCardField {
  key: string;
  /** Already translated. */
  label: ReactNode;
  value: ReactNode;
}

export interface ListCardProps {
  /** The card's title, a link to `to`. */
  title: ReactNode;
  to: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  /** The selection checkbox, before the title, where the list offers bulk actions. */
  select?: ReactNode;
  /** Labelled values under the title. */
  fields: readonly ListCardField[];
}

/** One row as a card (an `li`): the title linking to the record, its actions, the labelled values. */
export function ListCard({ title, to, actions, select, fields }: ListCardProps) {
  return (
    <Card component="li" variant="outlined" data-testid="list-card">
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" alignItems="flex-start" spacing={1}>
          {select ? <span style={{ display: 'flex', paddingTop: 4 }}>{select}</span> : null}
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            variant="subtitle1"
            sx={{ flex: 1, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Link>
          <Stack direction="row" spacing={0.5} alignItems="center">
            {actions}
          </Stack>
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {fields.map((field) => (
            <Typography key={field.key} variant="body2" component="div" sx={{ display: 'flex', gap: 1 }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 104, flexShrink: 0 }}>
                {field.label}
              </Typography>
              <Typography component="span" variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {field.value}
              </Typography>
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
