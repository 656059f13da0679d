/**
 * The Resume section (spec §2, §4, §5): download and preview in view mode; in edit mode the upload
 * box (PDF only, up to 5 MB) to choose a new file or remove the stored one, applied on Save.
 */
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { MB, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '../../../domain/constants';
import { SectionCard, SingleFileUpload, useIsEditing } from '../../shared/detail';
import { resumeDisplayName } from './resumeChange';
import { ResumeViewer } from './ResumeViewer';

const T = 'resources.jobseekers.screen.resume';

/** Form field holding the file chosen in edit mode (never sent as is: Save uploads it first). */
export const RESUME_FILE_FIELD = 'resumeFile';

function ResumeUpload() {
  const file = useInput({ source: RESUME_FILE_FIELD });
  const url = useInput({ source: 'resumeUrl' });
  const chosen = file.field.value instanceof File ? file.field.value : null;
  const stored = typeof url.field.value === 'string' && url.field.value !== '' ? url.field.value : null;
  return (
    <SingleFileUpload
      extensions={RESUME_EXTENSIONS}
      maxMb={RESUME_MAX_BYTES / MB}
      file={chosen}
      onFileChange={(next) => file.field.onChange(next)}
      existingUrl={stored}
      existingName={stored ? resumeDisplayName(stored) : undefined}
      onRemoveExisting={() => url.field.onChange(null)}
      label={`${T}.upload`}
    />
  );
}

export function ResumeSection({ resumeUrl }: { resumeUrl: string | null | undefined }) {
  const translate = useTranslate();
  const editing = useIsEditing();
  return (
    <SectionCard title={`${T}.title`}>
      {editing ? (
        <ResumeUpload />
      ) : resumeUrl ? (
        <ResumeViewer url={resumeUrl} />
      ) : (
        <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
      )}
    </SectionCard>
  );
}
