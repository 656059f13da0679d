/**
 * Application detail (spec §2, §4): the collapsible AI panel — readiness steps, then the
 * relevancy score with the skills behind it (beyond the spec).
 */
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobApplication } from '../../../domain/types';
import { AiSection } from '../AiSection';
import { MatchWhy } from '../MatchWhy';
import { SkillChips } from '../SkillChips';
import { ReadinessSteps } from './ReadinessSteps';
import { RelevancyScore } from './RelevancyScore';
import { useReadiness } from './useReadiness';

export interface ApplicationAiPanelProps {
  application: JobApplication;
  onReload: () => void;
}

export function ApplicationAiPanel({ application, onReload }: ApplicationAiPanelProps) {
  const translate = useTranslate();
  const { state, restart } = useReadiness(application, onReload);
  const tryAgain = (
    <Button color="inherit" size="small" onClick={restart}>
      {translate('app.ai.application.try_again')}
    </Button>
  );
  return (
    <AiSection title={translate('app.ai.application.title')} testId="application-ai-panel">
      <Stack spacing={2}>
        <ReadinessSteps state={state} />
        {state.failure === 'no_resume' && (
          <Alert severity="error" action={tryAgain}>
            {translate('app.ai.application.no_resume')}
          </Alert>
        )}
        {state.failure === 'steps_failed' && (
          <Alert severity="error" action={tryAgain}>
            {translate('app.ai.application.steps_failed')}
          </Alert>
        )}
        {(state.phase === 'waiting' || state.scoreStatus === 'loading') && (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{translate('app.ai.application.calculating')}</Typography>
          </Stack>
        )}
        {state.scoreStatus === 'error' && (
          <Alert severity="error" action={tryAgain}>
            {translate('app.ai.application.score_failed')}
          </Alert>
        )}
        {state.scoreStatus === 'success' && state.score !== null && (
          <Box>
            <Typography variant="overline" color="text.secondary">
              {translate('app.ai.application.score_label')}
            </Typography>
            <RelevancyScore score={state.score} />
            {state.match && (
              <Box sx={{ mt: 1 }}>
                <SkillChips match={state.match} />
                <MatchWhy match={state.match} />
              </Box>
            )}
          </Box>
        )}
      </Stack>
    </AiSection>
  );
}
