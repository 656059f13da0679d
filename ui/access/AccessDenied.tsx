/**
 * What a role sees on a screen it may not use (issue 13), instead of a form the server would
 * refuse: react-admin shows it at /access-denied, and pages that check their own right render it.
 */
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, px: 2, textAlign: 'center' }} role="alert">
      <LockOutlinedIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        {translate('app.access.denied')}
      </Typography>
      <Typography color="text.secondary">
        {translate('app.access.denied_hint')}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('app.access.home')}
      </Button>
    </Stack>
  );
}
