/**
 * The Company Logo section: the logo (or 'No logo uploaded.') in view mode; in edit mode the
 * upload box with the current logo and its delete button; on create the upload box alone.
 */
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { SectionCard, SingleFileUpload, useIsEditing } from '../shared/detail';
import { LOGO_UPLOAD } from './logo';

export interface CompanyLogoSectionProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
}

export function CompanyLogoSection({ file, onFileChange }: CompanyLogoSectionProps) {
  const translate = useTranslate();
  const editing = useIsEditing();
  const { field } = useInput({ source: 'logoUrl' });
  const url = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <SectionCard title="resources.companies.screen.sections.logo">
      {editing ? (
        <SingleFileUpload
          extensions={LOGO_UPLOAD.extensions}
          maxMb={LOGO_UPLOAD.maxMb}
          file={file}
          onFileChange={onFileChange}
          existingUrl={url}
          onRemoveExisting={() => field.onChange(null)}
        />
      ) : url ? (
        <Avatar src={url} alt={translate('resources.companies.screen.sections.logo')} variant="rounded" sx={{ width: 96, height: 96 }} />
      ) : (
        <Typography color="text.secondary">{translate('resources.companies.screen.no_logo')}</Typography>
      )}
    </SectionCard>
  );
}
