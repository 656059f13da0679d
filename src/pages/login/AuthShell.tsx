import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
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
        background: 'radial-gradient(circle at 30% 20%, #e8efff 0%, #f5f7fb 45%, #eef2fa 100%)',
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(20, 63, 153, 0.08)' }}>
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
