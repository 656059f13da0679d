/**
 * Shown above the rows while records are selected: how many, "Select all N matching" once the
 * whole page is ticked, clearing the selection, and the list's bulk actions (delete where the
 * role deletes; approve and reject on company requests where the role approves). After an action
 * the list reloads and a summary says what changed and what was refused and why.
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import { bulkMessages, isBulkDeleteList, MAX_BULK_RECORDS } from '../../../../domain/bulk';
import type { BulkResult } from '../../../../domain/generated/contract';
import type { MarketplaceDataProvider } from '../../../../providers/types';
import { cellText } from '../../cells';
import { RESOURCE_DEFINITIONS } from '../../registry';
import { BulkConfirmDialog, type BulkKind } from './BulkConfirmDialog';
import { BulkSummaryDialog } from './BulkSummaryDialog';
import { useBulkSelection } from './BulkSelection';
import { SelectCheckbox } from './SelectCheckbox';

const T = 'resources.shared.bulk';

export function BulkActionsBar() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const refresh = useRefresh();
  const { data } = useListContext();
  const selection = useBulkSelection();
  const [kind, setKind] = useState<BulkKind | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ kind: BulkKind; result: BulkResult; names: Map<string, string> } | null>(null);

  const summaryDialog = (
    <BulkSummaryDialog summary={summary} nameOf={(id) => summary?.names.get(id) ?? id} onClose={() => setSummary(null)} />
  );
  if (!selection || selection.count === 0) return summaryDialog;
  const { resource, count, total } = selection;
  const tooMany = count > MAX_BULK_RECORDS;

  const run = async (action: BulkKind) => {
    // The refused records are named by their titles where the page showed them.
    const first = RESOURCE_DEFINITIONS[resource].listColumns[0];
    const names = new Map((data ?? []).map((r) => [String(r.id), (first && cellText(first, r, translate)) || String(r.id)]));
    setRunning(true);
    setError(null);
    try {
      const result =
        action === 'delete'
          ? isBulkDeleteList(resource)
            ? await dataProvider.bulkDelete(resource, selection.target, count)
            : null
          : await dataProvider.bulkUpdateCompanyRequests(action === 'approve' ? 'approved' : 'rejected', selection.target, count);
      if (!result) return;
      setKind(null);
      selection.clear();
      setSummary({ kind: action, result, names });
      refresh();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : translate(`${T}.failed`, { reason: String(failure) }));
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Paper
        variant="outlined"
        role="toolbar"
        aria-label={translate(`${T}.toolbar`)}
        sx={{ mb: 1.5, px: 2, py: 1, bgcolor: 'action.selected', borderColor: 'primary.main' }}
      >
        <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
          <SelectCheckbox
            label={translate(`${T}.select_page`)}
            checked={selection.pageSelected}
            indeterminate={selection.pagePartly}
            onChange={selection.togglePage}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {selection.allMatching ? translate(`${T}.all_matching_selected`, { total }) : translate(`${T}.selected`, { smart_count: count })}
          </Typography>
          {selection.moreMatching && (
            <Button size="small" onClick={selection.selectAllMatching}>
              {translate(`${T}.select_all_matching`, { total })}
            </Button>
          )}
          <Button size="small" color="inherit" onClick={selection.clear}>
            {translate(`${T}.clear`)}
          </Button>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            {selection.canDecide && (
              <>
                <Button size="small" variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => setKind('approve')}>
                  {translate(`${T}.approve.action`)}
                </Button>
                <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setKind('reject')}>
                  {translate(`${T}.reject.action`)}
                </Button>
              </>
            )}
            {selection.canDelete && (
              <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setKind('delete')}>
                {translate(`${T}.delete.action`)}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <BulkConfirmDialog
        kind={kind}
        count={count}
        running={running}
        blocked={tooMany}
        error={tooMany ? bulkMessages.tooMany(count) : error}
        onCancel={() => {
          setKind(null);
          setError(null);
        }}
        onConfirm={() => kind && void run(kind)}
      />
      {summaryDialog}
    </>
  );
}
