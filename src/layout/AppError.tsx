import type { ErrorProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { UnexpectedError } from './UnexpectedError';

/** What a page that crashed shows inside the layout: the same page as the router's error element. */
export function AppError({ error }: ErrorProps) {
  const translate = useTranslate();
  return <UnexpectedError error={error} text={(key) => translate(`app.crash.${key}`)} />;
}
