/** The four readiness steps with their state (idle, loading, success, error) and the overall progress. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { READINESS_STEPS, type ReadinessState, type StepStatus } from './readiness';

function StatusIcon({ status }: { status: StepStatus }) {
  if (status === 'loading') return <CircularProgress size={20} />;
  if (status === 'success') return <CheckCircleIcon color="success" />;
  if (status === 'error') return <ErrorIcon color="error" />;
  return <RadioButtonUncheckedIcon color="disabled" />;
}

export function ReadinessSteps({ state }: { state: ReadinessState }) {
  const translate = useTranslate();
  const done = READINESS_STEPS.filter((s) => state.steps[s] === 'success').length;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(done / READINESS_STEPS.length) * 100}
        aria-label={translate('app.ai.application.title')}
        sx={{ mb: 1, height: 6, borderRadius: 3 }}
      />
      <List dense disablePadding>
        {READINESS_STEPS.map((step) => {
          const status = state.steps[step];
          return (
            <ListItem key={step} disableGutters data-testid={`readiness-${step}`} data-status={status}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <StatusIcon status={status} />
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.ai.application.steps.${step}`)}
                secondary={
                  status === 'error' && state.errors[step]
                    ? state.errors[step]
                    : translate(`app.ai.application.status.${status}`)
                }
                slotProps={{ secondary: { color: status === 'error' ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
