import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface LoginFields {
  email: string;
  password: string;
}

export interface LoginFormProps {
  values: LoginFields;
  onChange(values: LoginFields): void;
  onSubmit(): void;
  /** Already-readable text of the last failed sign-in, if any. */
  error: string | null;
}

export function LoginForm({ values, onChange, onSubmit, error }: LoginFormProps) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          label={translate('app.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          required
          fullWidth
          value={values.email}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
        <TextField
          label={translate('app.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={values.password}
          onChange={(event) => onChange({ ...values, password: event.target.value })}
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.login.sign_in')}
        </Button>
        <Typography variant="body2" color="text.secondary" textAlign="center">
          {translate('app.login.no_account')}{' '}
          <Link component={RouterLink} to="/signup" fontWeight={600}>
            {translate('app.login.sign_up')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
