import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The catch-all page for unknown paths (spec §2). The spec's sentence already says "404", so the
 * bar title and the picture do not repeat it: staff read the code once, in the sentence.
 */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 3 } }}>
      <Title title={translate('app.not_found_title')} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, maxWidth: 640, width: '100%', textAlign: 'center' }}>
        <Stack spacing={3} alignItems="center">
          <SearchOffOutlined aria-hidden color="primary" sx={{ fontSize: 64 }} />
          <Typography variant="h6" component="h1">
            {translate('app.not_found')}
          </Typography>
          <Button component={RouterLink} to="/jobs" variant="outlined">
            {translate('app.not_found_home')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
