/** Copies a record id; says 'Copied' for 1.5 s (spec §2, §9), or toasts the §8 failure. */
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { COPY_ID_FEEDBACK_MS } from '../../../domain/constants';
import { useToast } from '../../../ui/components/toast';

export interface CopyIdButtonProps {
  id: string;
}

export function CopyIdButton({ id }: CopyIdButtonProps) {
  const translate = useTranslate();
  const { showToast } = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_ID_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      showToast(translate('resources.shared.detail.copy_id.failed'), 'error');
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void copy()}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      aria-label={translate('resources.shared.detail.copy_id.label')}
      title={id}
    >
      {translate(copied ? 'resources.shared.detail.copy_id.copied' : 'resources.shared.detail.copy_id.label')}
    </Button>
  );
}
