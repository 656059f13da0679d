/** Jobs list row action (internal jobs): opens the relevant-candidates popup (spec §2). */
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { IconButton } from '@mui/material';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Job } from '../../domain/types';

// The popup's code loads when it is first opened, not with the list.
const RelevantCandidatesDialog = lazy(() => import('./RelevantCandidatesDialog'));

export interface RelevantCandidatesButtonProps {
  job: Pick<Job, '_id' | 'title' | 'isExternalJob' | 'relevantCandidates'>;
}

export function RelevantCandidatesButton({ job }: RelevantCandidatesButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (job.isExternalJob) return null;
  const label = translate('app.ai.popup.button_label', { title: job.title });
  const openPopup = (event: MouseEvent) => {
    // the row itself opens the job: this click is the popup's only
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {/* A plain title, not an MUI Tooltip: the jobs list renders 100 of these (as OpenButton). */}
      <IconButton aria-label={label} title={translate('app.ai.popup.button')} onClick={openPopup} size="small">
        <PeopleAltIcon fontSize="small" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <RelevantCandidatesDialog job={job} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
