/** The groups of the search box: a heading per list, its hits, and its "See all" link. */
import { Box, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import type { SearchGroup } from '../../../domain/search';
import type { SearchEntry } from './entries';

interface Props {
  groups: readonly SearchGroup[];
  entries: readonly SearchEntry[][];
  active: string | null;
  onHover: (key: string) => void;
  onOpen: (entry: SearchEntry) => void;
}

export const optionId = (key: string) => `global-search-option-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

export function SearchResults({ groups, entries, active, onHover, onOpen }: Props) {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return (
    <List id="global-search-results" role="listbox" aria-label={translate('app.search.field_label')} dense disablePadding>
      {groups.map((group, g) => (
        <li key={group.list} role="presentation">
          <List role="group" aria-label={resourceLabel(group.list, 2)} disablePadding>
            <ListSubheader role="presentation" sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
              {resourceLabel(group.list, 2)}
            </ListSubheader>
            {entries[g].map((entry) => (
              <ListItemButton
                key={entry.key}
                id={optionId(entry.key)}
                role="option"
                aria-selected={entry.key === active}
                selected={entry.key === active}
                onMouseMove={() => onHover(entry.key)}
                onClick={() => onOpen(entry)}
                sx={{ py: 0.5 }}
              >
                {entry.kind === 'hit' ? (
                  <ListItemText
                    primary={entry.title}
                    secondary={entry.subtitle}
                    primaryTypographyProps={{ noWrap: true }}
                    secondaryTypographyProps={{ noWrap: true }}
                  />
                ) : (
                  <Typography variant="body2" color="primary">
                    {translate('app.search.see_all', { list: resourceLabel(group.list, 2) })}
                  </Typography>
                )}
              </ListItemButton>
            ))}
          </List>
        </li>
      ))}
    </List>
  );
}

export function SearchNotice({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ px: 3, py: 4, textAlign: 'center' }} role="status">
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}
