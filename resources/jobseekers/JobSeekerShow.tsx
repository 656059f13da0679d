/**
 * /jobseekers/{jobSeekerId} (spec §2): read-only until Edit Profile; Save uploads a chosen resume,
 * updates the seeker and reloads. Notes are added and deleted on their own, in either mode.
 */
import { useRef } from 'react';
import { type RaRecord, useDataProvider, useTranslate } from 'react-admin';
import type { JobSeeker } from '../../domain/types';
import type { MarketplaceDataProvider } from '../../providers/types';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { DetailPage, errorCode, useStatusToast, validateWith } from '../shared/detail';
import { DeclaredSections } from '../shared/detail/DeclaredSection';
import { JobSeekerHeader } from './JobSeekerHeader';
import { JOB_SEEKER_WIDGETS } from './JobSeekerSections';
import { prepareResumeChange, type ResumeChange, type ResumeChoice } from './resume/resumeChange';
import { RESUME_FILE_FIELD } from './resume/ResumeSection';
import { validatePersonForm } from '../../domain/personForm';

const S = 'resources.jobseekers.screen';
type SeekerRecord = JobSeeker & RaRecord;

const validate = validateWith(validatePersonForm);

/** What Save does with the resume: a chosen file, the stored one removed, or nothing. */
function resumeChoiceOf(values: Record<string, unknown>, previous: SeekerRecord): ResumeChoice {
  const file = values[RESUME_FILE_FIELD];
  if (file instanceof File) return file;
  return values.resumeUrl == null && previous.resumeUrl ? null : undefined;
}

function JobSeekerBody() {
  return (
    <>
      <JobSeekerHeader />
      <DeclaredSections entity={JOB_SEEKER_DECLARATION} where="detail" widgets={JOB_SEEKER_WIDGETS} />
    </>
  );
}

export function JobSeekerShow() {
  const translate = useTranslate();
  const toast = useStatusToast();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const resumeChange = useRef<ResumeChange | null>(null);

  const transform = async (values: SeekerRecord, previous: SeekerRecord) => {
    resumeChange.current = null;
    const raw = values as unknown as Record<string, unknown>;
    const change = await prepareResumeChange(
      dataProvider,
      String(previous.id),
      resumeChoiceOf(raw, previous),
      previous.resumeUrl,
      translate(`${S}.resume.upload_failed`),
    );
    resumeChange.current = change;
    const { [RESUME_FILE_FIELD]: _file, ...rest } = raw;
    return ('resumeUrl' in change ? { ...rest, resumeUrl: change.resumeUrl } : rest) as Partial<SeekerRecord>;
  };

  return (
    <DetailPage<SeekerRecord>
      // A missing seeker is told apart from a failed load.
      loadFailureMessage={(error) => (errorCode(error) === 'NOT_FOUND' ? `${S}.not_found` : `${S}.fetch_failed`)}
      saveFailureMessage={`${S}.update_failed`}
      validate={validate}
      transform={transform}
      onSaved={() => {
        void resumeChange.current?.afterSave();
        toast(`${S}.toast_update`, true);
      }}
      onSaveError={() => {
        void resumeChange.current?.afterFailure();
        toast(`${S}.toast_update`, false);
      }}
    >
      <JobSeekerBody />
    </DetailPage>
  );
}
