/** The collapsible block under the AI heading (spec §1, §2); a click on the header toggles it (§4). */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, ButtonBase, Card, Collapse, Divider, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface AiSectionProps {
  /** Shown beside the AI heading (e.g. 'Relevancy score'); the heading alone when absent. */
  title?: string;
  defaultOpen?: boolean;
  /** Extra controls at the right of the header, outside the toggle. */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function AiSection({ title, defaultOpen = true, actions, children, testId }: AiSectionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    // minWidth 0: inside a flex or grid column a wide table must scroll, not widen the page
    <Card variant="outlined" data-testid={testId} sx={{ overflow: 'visible', minWidth: 0, maxWidth: '100%' }}>
      <Stack direction="row" alignItems="center" sx={{ pr: 1 }}>
        <ButtonBase
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={translate('app.ai.toggle')}
          sx={{ flex: 1, justifyContent: 'flex-start', gap: 1, px: 2, py: 1.5, textAlign: 'left' }}
        >
          <AutoAwesomeIcon color="primary" fontSize="small" aria-hidden />
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
            {translate('app.ai.heading')}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ButtonBase>
        {actions}
      </Stack>
      <Collapse in={open} id={bodyId} unmountOnExit={false}>
        <Divider />
        <Box sx={{ p: 2, minWidth: 0 }}>{children}</Box>
      </Collapse>
    </Card>
  );
}

/** A titled part of an AI section (Relevant Candidates, Vector Sparkline, Overview). */
export function AiPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0, '& + &': { mt: 3 } }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A quiet state line ('Not available.', 'No relevant candidates found.'). */
export function AiNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
