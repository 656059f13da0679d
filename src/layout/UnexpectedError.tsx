/**
 * What staff see when a page crashed, inside the layout and on the router's error page alike:
 * the spec's 'Unexpected Application Error!' (§2), plain words and Reload, never a stack. A view
 * that could not be fetched after a deploy reloads once by itself (staleChunk.ts).
 */
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { isStaleChunkError, pageReload, reloadForNewVersion, shouldReloadFor } from './staleChunk';

/** Keys under app.crash (src/i18n/en.ts); the caller translates (react-admin may not be there). */
export type CrashText = (key: 'title' | 'updated' | 'reloading' | 'failed' | 'details' | 'reload') => string;

function technicalMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'statusText' in error) return String((error as { statusText: unknown }).statusText ?? '');
  return typeof error === 'string' ? error : '';
}

export function UnexpectedError({ error, text }: { error: unknown; text: CrashText }) {
  const [reloading] = useState(() => shouldReloadFor(error));
  useEffect(() => {
    if (reloading) reloadForNewVersion();
  }, [reloading]);

  if (reloading) {
    return (
      <Stack role="status" direction="row" spacing={2} alignItems="center" sx={{ p: { xs: 2, sm: 3 } }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{text('reloading')}</Typography>
      </Stack>
    );
  }
  const stale = isStaleChunkError(error);
  const details = stale ? '' : technicalMessage(error);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Alert
        severity={stale ? 'info' : 'error'}
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => pageReload.reload()}>
            {text('reload')}
          </Button>
        }
      >
        <AlertTitle component="h1" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {text('title')}
        </AlertTitle>
        <Typography variant="body2">{text(stale ? 'updated' : 'failed')}</Typography>
        {details ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {text('details')} <Box component="span">{details}</Box>
          </Typography>
        ) : null}
      </Alert>
    </Box>
  );
}
