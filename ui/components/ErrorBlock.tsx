import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ErrorBlockProps {
  /** Already-translated text shown in the alert. */
  message: string;
  title?: string;
  onRetry?: () => void;
}

/** The generic error block of spec §2: the message in an alert, with an optional retry. */
export function ErrorBlock({ message, title, onRetry }: ErrorBlockProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Alert
        severity="error"
        variant="outlined"
        action={
          onRetry ? (
            // One line on a phone too: a wrapped 'Try' / 'again' reads as two words.
            <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {translate('app.error.retry')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{title ?? translate('app.error.title')}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
