import type { ErrorProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { ErrorBlock } from '../components/ErrorBlock';

/**
 * What a page that crashed shows inside the layout: the same words as the router's default
 * error page ('Unexpected Application Error!'), the message, and a reload.
 */
export function AppError({ error }: ErrorProps) {
  const translate = useTranslate();
  const message = error instanceof Error ? error.message : String(error ?? '');
  return (
    <ErrorBlock
      title={translate('app.unexpected_error')}
      message={message || translate('app.error.title')}
      onRetry={() => window.location.reload()}
    />
  );
}
