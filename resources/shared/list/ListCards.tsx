/** The rows as cards, for narrow screens (spec §2): first column as a title linking to the record, the others labelled underneath. */
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
import { detailPath } from '../paths';

export interface ListCardsProps {
  definition: AnyResourceDefinition;
  actions: (record: RaRecord) => ReactNode;
}

export function ListCards({ definition, actions }: ListCardsProps) {
  const translate = useTranslate();
  const { data } = useListContext();
  const [first, ...rest] = definition.listColumns;
  const label = (source: string) => translate(`resources.${definition.name}.fields.${source}`, { _: source });
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate(`resources.${definition.name}.name`, { smart_count: 2 })}>
      {(data ?? []).map((record: RaRecord) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" data-testid="list-card">
            <CardContent sx={{ pb: '12px !important' }}>
              <Stack direction="row" alignItems="flex-start" spacing={1}>
                <Link
                  component={RouterLink}
                  to={detailPath(definition.name, record.id)}
                  underline="hover"
                  variant="subtitle1"
                  sx={{ flex: 1, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {first ? cellText(first, record, translate) || '-' : String(record.id)}
                </Link>
                <Stack direction="row" spacing={0.5} alignItems="center">
                  {actions(record)}
                </Stack>
              </Stack>
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                {rest.map((column) => (
                  <Typography key={column.source} variant="body2" component="div" sx={{ display: 'flex', gap: 1 }}>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 104, flexShrink: 0 }}>
                      {label(column.source)}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cellContent(column, record, translate)}
                    </Typography>
                  </Typography>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
