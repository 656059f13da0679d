/**
 * The stored resume (spec §2): its name, Download, and a Preview in an embedded viewer on the page
 * (the browser's PDF viewer in a same-origin frame; /api/s3 serves it inline).
 */
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resumeDisplayName } from './resumeChange';

const T = 'resources.jobseekers.screen.resume';

export function ResumeViewer({ url }: { url: string }) {
  const translate = useTranslate();
  const [previewing, setPreviewing] = useState(false);
  const name = resumeDisplayName(url);
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0, flex: 1 }}>
          <PictureAsPdfIcon color="error" />
          <Typography noWrap title={name} data-testid="resume-name">
            {name}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            startIcon={previewing ? <VisibilityOffIcon /> : <VisibilityIcon />}
            aria-expanded={previewing}
            onClick={() => setPreviewing((p) => !p)}
          >
            {translate(`${T}.${previewing ? 'hide_preview' : 'preview'}`)}
          </Button>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} component="a" href={url} download={name}>
            {translate(`${T}.download`)}
          </Button>
        </Stack>
      </Stack>
      {previewing ? (
        <Box
          component="iframe"
          title={translate(`${T}.preview_title`)}
          src={url}
          sx={{ width: '100%', height: { xs: '60vh', md: '75vh' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : null}
    </Stack>
  );
}
