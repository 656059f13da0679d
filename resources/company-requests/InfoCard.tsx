/** A titled card of label/value lines, two columns on wide screens and one on phones. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface InfoLine {
  label: string;
  value: ReactNode;
}

export function InfoCard({ title, lines, children }: { title: string; lines: InfoLine[]; children?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}
        >
          {lines.map((line) => (
            <Box key={line.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {line.label}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {line.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
