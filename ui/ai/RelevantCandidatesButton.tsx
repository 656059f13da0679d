/** Jobs list row action (internal jobs): opens the relevant-candidates popup (spec §2). */
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Job } from '../../domain/types';
import { RowActionButton } from '../components/RowAction';

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
      <RowActionButton icon="people" label={label} title={translate('app.ai.popup.button')} onClick={openPopup} />
      {open && (
        <Suspense fallback={null}>
          <RelevantCandidatesDialog job={job} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
