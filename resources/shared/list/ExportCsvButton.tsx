/**
 * "Export CSV" in a list's header: every row matching the list's current filters (not just the
 * page), written by the server; shows the rows received while it streams, and why it failed.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ExportProgress, MarketplaceDataProvider } from '../../../providers/types';
import { useToast } from '../../../ui/components/toast';
import type { ResourceName } from '../definition';
import { saveFile } from './saveFile';

const T = 'resources.shared.list.export';

export function ExportCsvButton({ resource }: { resource: ResourceName }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const { filterValues } = useListContext();
  const { showToast } = useToast();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  // Offered only to roles that may export this list (issue 13; a Viewer reads, does not export).
  const canExport = useCanAccess({ resource, action: 'export' }).canAccess === true;

  const run = async () => {
    setProgress({ rows: 0, total: null });
    try {
      const file = await dataProvider.exportList(resource, (filterValues ?? {}) as Record<string, unknown>, setProgress);
      saveFile(file.blob, file.fileName);
      showToast(translate(`${T}.done`, { smart_count: file.rows, name: file.fileName }), 'success');
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : translate(`${T}.unknown`);
      showToast(translate(`${T}.failed`, { reason }), 'error');
    } finally {
      setProgress(null);
    }
  };

  if (!canExport) return null;
  const running = progress !== null;
  const percent = progress?.total ? Math.min(100, (progress.rows / progress.total) * 100) : undefined;
  const label = !running
    ? translate(`${T}.action`)
    : progress.total === null
      ? translate(`${T}.running`, { rows: progress.rows.toLocaleString('en') })
      : translate(`${T}.running_of`, { rows: progress.rows.toLocaleString('en'), total: progress.total.toLocaleString('en') });
  return (
    <Button
      variant="outlined"
      color="primary"
      onClick={() => void run()}
      disabled={running}
      aria-busy={running}
      // On a phone the header keeps one row: the icon (or the spinner) stands for the words.
      aria-label={label}
      title={label}
      sx={{ minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { ml: { xs: 0, sm: '-4px' }, mr: { xs: 0, sm: 1 } } }}
      startIcon={
        running ? (
          <CircularProgress size={16} variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-hidden />
        ) : (
          <DownloadIcon />
        )
      }
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
