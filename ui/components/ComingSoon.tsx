import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

export interface ComingSoonProps {
  title: string;
  description?: string;
  expectedDate?: string;
}

/** The Coming Soon page of spec §2: title, optional description and expected date, a chip. */
export function ComingSoon({ title, description, expectedDate }: ComingSoonProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 3 } }}>
      <Title title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, maxWidth: 640, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} alignItems="center">
          <ConstructionIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Chip label={translate('app.coming_soon.chip')} color="primary" variant="outlined" />
          <Typography color="text.secondary">
            {description ?? translate('app.coming_soon.default_description')}
          </Typography>
          {expectedDate ? (
            <Typography variant="subtitle2" color="text.secondary">
              {translate('app.coming_soon.expected', { date: expectedDate })}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
