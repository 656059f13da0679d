/**
 * The single-file upload box (spec §2, §4, §5): empty, dragging, a chosen file (name, size in KB or MB,
 * delete control) or an existing file's URL. The caller owns the chosen file and the upload.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { checkUpload, fileNameOfUrl, formatFileSize } from './upload';

export interface SingleFileUploadProps {
  /** e.g. ['png', 'jpeg', 'jpg'] */
  extensions: readonly string[];
  maxMb: number;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A stored file shown when none is chosen. */
  existingUrl?: string | null;
  /** How the stored file is named (default: the URL's last part, e.g. a resume's original name without its id prefix). */
  existingName?: string;
  /** Offers a delete control for the stored file (edit mode). */
  onRemoveExisting?: () => void;
  /** Translation key or text of the box's accessible name. */
  label?: string;
  disabled?: boolean;
}

const K = 'resources.shared.detail.upload';

export function SingleFileUpload(props: SingleFileUploadProps) {
  const { extensions, maxMb, file, onFileChange, existingUrl, onRemoveExisting, disabled } = props;
  const translate = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = (files: File[]) => {
    const check = checkUpload(files, extensions, maxMb);
    if (!check.ok) {
      setError(translate(`${K}.${check.error}`, { max: maxMb }));
      return;
    }
    setError(null);
    onFileChange(check.file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };
  const label = translate(props.label ?? `${K}.prompt`, { _: props.label });

  return (
    <Box>
      {file ? (
        <FileRow name={file.name} detail={formatFileSize(file.size)} onRemove={() => onFileChange(null)} disabled={disabled} />
      ) : existingUrl ? (
        <FileRow name={props.existingName ?? fileNameOfUrl(existingUrl)} href={existingUrl} onRemove={onRemoveExisting} disabled={disabled} />
      ) : (
        <Box
          component="label"
          htmlFor={inputId}
          aria-label={label}
          data-dragging={dragging || undefined}
          onDragOver={(event: DragEvent) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 3, borderRadius: 1, textAlign: 'center',
            border: '2px dashed', borderColor: dragging ? 'primary.main' : error ? 'error.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent', cursor: disabled ? 'default' : 'pointer',
          }}
        >
          <UploadIcon color={dragging ? 'primary' : 'action'} />
          <Typography>{translate(dragging ? `${K}.drop` : `${K}.prompt`)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`${K}.limits`, { extensions: extensions.map((e) => e.toUpperCase()).join(', '), max: maxMb })}
          </Typography>
        </Box>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        disabled={disabled}
        accept={extensions.map((e) => `.${e}`).join(',')}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {error ? <FormHelperText error role="alert">{error}</FormHelperText> : null}
    </Box>
  );
}

interface FileRowProps {
  name: string;
  detail?: string;
  href?: string;
  onRemove?: () => void;
  disabled?: boolean;
}

function FileRow({ name, detail, href, onRemove, disabled }: FileRowProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Link>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
        )}
        {detail ? (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </Box>
      {onRemove ? (
        <IconButton aria-label={translate(`${K}.remove`)} onClick={onRemove} disabled={disabled}>
          <DeleteIcon />
        </IconButton>
      ) : null}
    </Stack>
  );
}
