import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The centred card the sign-in and sign-up pages share. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        // A glow of the primary blue over the page colour, in either theme.
        background: (theme: Theme) =>
          `radial-gradient(circle at 30% 20%, ${alpha(theme.palette.primary.main, 0.12)} 0%, ${theme.palette.background.default} 45%)`,
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, boxShadow: (theme: Theme) => `0 12px 40px ${alpha(theme.palette.primary.dark, 0.08)}` }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} alignItems="center" sx={{ mb: 3 }}>
            <DiamondIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="overline" color="text.secondary">
              {translate('app.name')}
            </Typography>
            <Typography variant="h5" component="h1" textAlign="center">
              {title}
            </Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
