/**
 * Approve Request / Reject Request (spec §2, §4): shown only while the request is pending, each
 * confirmed in a dialog naming the employer and the company (DecisionDialog). The server approves
 * and links the employer in one transaction; afterwards the request (and the lists and employers
 * that show it) reload, whether the call worked or not.
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MarketplaceDataProvider } from '../../providers/types';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { isDecidable } from './status';

const T = 'resources.company-requests.screen';

export interface RequestDecisionProps {
  requestId: string;
  status: unknown;
  /** Who asks and to join what, as the confirmation names them. */
  employer: string;
  company: string;
}

export function RequestDecision({ requestId, status, employer, company }: RequestDecisionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ decision: Decision; reason: string } | null>(null);
  // Approve and Reject are offered only to roles that may decide requests (issue 13).
  const canDecide = useCanAccess({ resource: 'company-requests', action: 'approve' }).canAccess === true;
  const [confirming, setConfirming] = useState<Decision | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['company-requests'] }),
      queryClient.invalidateQueries({ queryKey: ['employers'] }),
    ]);

  const decide = useMutation({
    mutationFn: (decision: Decision) => dataProvider.updateCompanyRequestStatus(requestId, decision),
    onMutate: () => setFailure(null),
    onSuccess: (_data, decision) => {
      notify(`${T}.${decision}`, { type: 'success' });
      return reload();
    },
    onError: (error, decision) => {
      const reason = error instanceof Error ? error.message : '';
      setFailure({ decision, reason });
      notify(`${T}.errors.${decision === 'approved' ? 'approve' : 'reject'}`, { type: 'error' });
      return reload();
    },
  });

  const failureText = failure ? translate(`${T}.errors.${failure.decision === 'approved' ? 'approve' : 'reject'}`) : '';
  if (!canDecide || (!failure && !isDecidable(status))) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failureText}
          {failure.reason && failure.reason !== failureText ? ` ${failure.reason}` : ''}
        </Alert>
      )}
      {isDecidable(status) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={decide.isPending}
            onClick={() => setConfirming('approved')}
          >
            {translate(`${T}.approve`)}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            disabled={decide.isPending}
            onClick={() => setConfirming('rejected')}
          >
            {translate(`${T}.reject`)}
          </Button>
        </Stack>
      )}
      <DecisionDialog
        decision={confirming}
        employer={employer}
        company={company}
        onCancel={() => setConfirming(null)}
        onConfirm={(decision) => {
          setConfirming(null);
          decide.mutate(decision);
        }}
      />
    </Stack>
  );
}
