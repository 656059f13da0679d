/**
 * The router's error element: what shows when something fails outside the layout's own boundary
 * (sign-in, sign-up, the shell itself). It stands outside react-admin, so it brings the theme and
 * reads its words straight from the English catalogue.
 */
import { createTheme, CssBaseline, Container, ThemeProvider } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { appMessages } from '../i18n/en';
import { theme } from '../theme';
import { UnexpectedError } from './UnexpectedError';

const muiTheme = createTheme(theme);

export function RouterErrorPage() {
  const error = useRouteError();
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 6 } }}>
        <UnexpectedError error={error} text={(key) => appMessages.app.crash[key]} />
      </Container>
    </ThemeProvider>
  );
}
