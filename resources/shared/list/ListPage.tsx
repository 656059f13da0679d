/** One list screen inside a list context: header, active filters, content, the Smart Filters drawer. */
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ResourceName } from '../definition';
import { ActiveFilterChips } from './ActiveFilterChips';
import { BulkActionsBar } from './bulk/BulkActionsBar';
import { BulkSelectionProvider } from './bulk/BulkSelection';
import { ListContent } from './ListContent';
import { ListPageHeader } from './ListPageHeader';
import { SmartFiltersDrawer } from './SmartFiltersDrawer';
import { DefaultViewOpener } from './views/DefaultViewOpener';

export interface ListPageProps {
  resource: ResourceName;
  addNew?: boolean;
  /** Extra header content under the title row (e.g. a link to a related list) */
  aside?: ReactNode;
  children: ReactNode;
}

export function ListPage({ resource, addNew, aside, children }: ListPageProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <BulkSelectionProvider resource={resource}>
      <Box sx={{ pt: 1 }}>
        <ListPageHeader resource={resource} addNew={addNew} onOpenFilters={() => setFiltersOpen(true)} />
        {aside}
        <ActiveFilterChips resource={resource} />
        <BulkActionsBar />
        <ListContent resource={resource}>{children}</ListContent>
        <SmartFiltersDrawer resource={resource} open={filtersOpen} onClose={() => setFiltersOpen(false)} />
        <DefaultViewOpener resource={resource} />
      </Box>
    </BulkSelectionProvider>
  );
}
