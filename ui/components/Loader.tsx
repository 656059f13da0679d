import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A centred spinner; `fullScreen` for the session check before any layout exists. */
export function Loader({ fullScreen = false }: { fullScreen?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('app.loading')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {translate('app.loading')}
      </Typography>
    </Box>
  );
}
