/**
 * Job seeker detail (spec §2, §4): Overview and Vector Sparkline. A seeker with a resume but no
 * overview gets one generated, then a reload; with an overview but no valid vector, the vector.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { isValidEmbedding } from '../../domain/ai/vector';
import type { JobSeeker } from '../../domain/types';
import type { MarketplaceDataProvider } from '../../providers/types';
import { AiNote, AiPart, AiSection } from './AiSection';
import { seekerLoaded } from './loaded';
import { NoIdError, useAutoStep } from './useAutoStep';
import { VectorSparkline } from './VectorSparkline';

/** react-admin's query key of the seeker's detail load (its Refresh reloads it). */
const RELOAD_KEY = ['jobseekers', 'getOne'] as const;

export interface JobSeekerAiSectionProps {
  jobSeeker: JobSeeker;
  onReload: () => void;
}

/** The AI overview: `overview`, or `jobSeekerDescription` where only that is filled (spec §3). */
export const overviewOf = (seeker: JobSeeker): string | null =>
  [seeker.overview, seeker.jobSeekerDescription].find((text) => typeof text === 'string' && text.trim() !== '') ?? null;

export function JobSeekerAiSection({ jobSeeker, onReload }: JobSeekerAiSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const id = jobSeeker._id;
  const overview = overviewOf(jobSeeker);
  const resume = jobSeeker.resumeUrl?.trim() ? jobSeeker.resumeUrl : null;
  const vector = isValidEmbedding(jobSeeker.embedding?.vector) ? jobSeeker.embedding.vector : null;
  const loaded = seekerLoaded(jobSeeker);

  const overviewStep = useAutoStep(loaded && resume && !overview ? ['seeker-overview', id, resume] : null, async () => {
    const written = await dataProvider.createJobSeekerOverview(id);
    if (!written?._id) throw new NoIdError();
    onReload();
  }, RELOAD_KEY);
  const vectorStep = useAutoStep(loaded && overview && !vector ? ['seeker-embedding', id, overview] : null, async () => {
    const created = await dataProvider.createJobSeekerEmbedding(id);
    if (!created?._id) throw new NoIdError();
    onReload();
  }, RELOAD_KEY);

  const refresh = () => {
    if (overviewStep.status === 'failed') overviewStep.retry();
    if (vectorStep.status === 'failed') vectorStep.retry();
    onReload();
  };
  const refreshLabel = translate('ra.action.refresh');

  return (
    <AiSection
      testId="jobseeker-ai-section"
      actions={
        <Tooltip title={refreshLabel}>
          <IconButton aria-label={refreshLabel} onClick={refresh}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <AiPart title={translate('app.ai.seeker.overview')}>
        {!loaded ? (
          <LinearProgress />
        ) : overview ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {overview}
          </Typography>
        ) : overviewStep.status === 'running' ? (
          <Alert severity="warning" role="status">
            {translate('app.ai.seeker.generating_overview')}
          </Alert>
        ) : !resume ? (
          <AiNote>{translate('app.ai.seeker.no_resume')}</AiNote>
        ) : (
          <Stack spacing={0.5}>
            <AiNote>{translate('app.ai.seeker.overview_pending')}</AiNote>
            {/* why it failed, in the server's words (e.g. a scanned PDF) */}
            {overviewStep.error && (
              <Typography variant="caption" color="error">
                {overviewStep.error}
              </Typography>
            )}
          </Stack>
        )}
      </AiPart>
      <AiPart title={translate('app.ai.sparkline.title')}>
        {!loaded ? (
          <LinearProgress />
        ) : vector ? (
          <VectorSparkline values={vector} />
        ) : vectorStep.status === 'running' ? (
          <Alert severity="info" role="status">
            {translate('app.ai.generating_vector')}
          </Alert>
        ) : !overview ? (
          <AiNote>{translate('app.ai.seeker.no_overview')}</AiNote>
        ) : (
          <Stack spacing={1}>
            {vectorStep.status === 'failed' && <Alert severity="error">{translate('app.ai.job_embedding_failed')}</Alert>}
            <AiNote>{translate('app.ai.seeker.embedding_missing')}</AiNote>
          </Stack>
        )}
      </AiPart>
    </AiSection>
  );
}
