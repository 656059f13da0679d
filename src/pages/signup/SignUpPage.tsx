import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthShell } from '../login/AuthShell';

/** Public /signup: staff accounts are created by an administrator, so this page says so. */
export function SignUpPage() {
  const translate = useTranslate();
  return (
    <AuthShell title={translate('app.signup.title')}>
      <Stack spacing={3}>
        <Typography color="text.secondary" textAlign="center">
          {translate('app.signup.body')}
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {translate('app.signup.back')}
        </Button>
      </Stack>
    </AuthShell>
  );
}
