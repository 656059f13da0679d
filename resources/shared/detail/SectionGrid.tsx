/**
 * Detail sections two by two on wide screens. One full-width card per section, some holding a
 * single word, made the job page ~4,000 px long at 1366 px; short sections now sit side by side
 * (a row's cards share its height) and long text stays full width (<WideSection>). Sections keep
 * their order: read left to right, top to bottom, and in the page's reading order. Two columns
 * from lg (1200 px): below it, with the menu beside them, each column would be under ~450 px.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const ONE = 'minmax(0, 1fr)';

export interface SectionGridProps {
  /**
   * false: one column at every width. A form in edit mode reads top to bottom and its inputs
   * (pickers, three-across selects) were cut short in half a row.
   */
  paired?: boolean;
  children: ReactNode;
}

export function SectionGrid({ paired = true, children }: SectionGridProps) {
  const columns = paired ? { xs: ONE, lg: `repeat(2, ${ONE})` } : ONE;
  return (
    <Box data-testid="section-grid" sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}

/** A section across both columns (long text, tables). */
export function WideSection({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}
