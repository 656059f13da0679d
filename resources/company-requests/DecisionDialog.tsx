/**
 * Approve and Reject cannot be undone (a decided request shows no actions, spec §4), and one
 * stray click linked an employer to a company: the decision is confirmed in a dialog that names
 * the employer and the company, with the same button text as the page's.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_FADE_MS } from '../../domain/constants';

export type Decision = 'approved' | 'rejected';

const T = 'resources.company-requests.screen';

export interface DecisionDialogProps {
  /** The decision to confirm; null: closed. */
  decision: Decision | null;
  employer: string;
  company: string;
  onCancel: () => void;
  onConfirm: (decision: Decision) => void;
}

export function DecisionDialog({ decision, employer, company, onCancel, onConfirm }: DecisionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  // keeps the last decision's texts while the dialog fades out
  const shown = decision ?? 'approved';
  const verb = shown === 'approved' ? 'approve' : 'reject';
  return (
    <Dialog open={decision !== null} onClose={onCancel} transitionDuration={MODAL_FADE_MS} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${T}.confirm.${verb}_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {withNames(translate(`${T}.confirm.${verb}_body`, { employer: EMPLOYER, company: COMPANY }), employer, company)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(`${T}.confirm.cancel`)}</Button>
        <Button
          variant="contained"
          color={shown === 'approved' ? 'success' : 'error'}
          onClick={() => decision && onConfirm(decision)}
          autoFocus
        >
          {translate(`${T}.${verb}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const EMPLOYER = '\u0001';
const COMPANY = '\u0002';

/** The sentence with the two names in bold, so the eye finds who joins what before confirming. */
function withNames(sentence: string, employer: string, company: string) {
  return sentence.split(/(\u0001|\u0002)/).map((part, i) =>
    part === EMPLOYER || part === COMPANY ? <strong key={i}>{part === EMPLOYER ? employer : company}</strong> : part,
  );
}
