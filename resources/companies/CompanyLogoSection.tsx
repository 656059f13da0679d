/**
 * The Company Logo section: the logo (or 'No logo uploaded.') in view mode; in edit mode and on
 * create, a preview of the logo to be saved above the upload box (current logo with its delete
 * button, or the chosen file).
 */
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { SectionCard, SingleFileUpload, useIsEditing } from '../shared/detail';
import { LOGO_UPLOAD, logoDisplayName } from './logo';

export interface CompanyLogoSectionProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** A browser-local URL of the chosen file, released when the file changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function CompanyLogoSection({ file, onFileChange }: CompanyLogoSectionProps) {
  const translate = useTranslate();
  const editing = useIsEditing();
  const { field } = useInput({ source: 'logoUrl' });
  const url = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const preview = usePreview(file) ?? url;
  const alt = translate('resources.companies.screen.sections.logo');
  if (!editing) {
    return (
      <SectionCard title="resources.companies.screen.sections.logo">
        {url ? <Logo src={url} alt={alt} /> : <Typography color="text.secondary">{translate('resources.companies.screen.no_logo')}</Typography>}
      </SectionCard>
    );
  }
  return (
    <SectionCard title="resources.companies.screen.sections.logo">
      <Stack spacing={2}>
        {preview ? <Logo src={preview} alt={alt} /> : null}
        <SingleFileUpload
          extensions={LOGO_UPLOAD.extensions}
          maxMb={LOGO_UPLOAD.maxMb}
          file={file}
          onFileChange={onFileChange}
          existingUrl={url}
          existingName={url ? logoDisplayName(url) : undefined}
          onRemoveExisting={() => field.onChange(null)}
        />
      </Stack>
    </SectionCard>
  );
}

function Logo({ src, alt }: { src: string; alt: string }) {
  return <Avatar src={src} alt={alt} variant="rounded" sx={{ width: 96, height: 96 }} />;
}
