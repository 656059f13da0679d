/** A titled section of a detail or create screen. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
  /** Translation key or text. */
  title: string;
  /** Shown at the right of the title (a button, a chip). */
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ title, action, children }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title, { _: title })}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate(title, { _: title })}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
