/**
 * Job detail, non-external jobs only (spec §2, §4): the automatic vector step, then Relevant
 * Candidates (loaded once the job has a valid vector) and the Vector Sparkline. On a phone the
 * section opens collapsed: open, it pushed the job's own fields (and the edit form) ~1,400 px
 * down; its header still toggles it (§4) and it keeps loading meanwhile.
 */
import { Alert, Button, LinearProgress, Stack, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useDataProvider, useTranslate } from 'react-admin';
import { isValidEmbedding } from '../../domain/ai/vector';
import type { Job } from '../../domain/types';
import type { MarketplaceDataProvider } from '../../providers/types';
import { AiNote, AiPart, AiSection } from './AiSection';
import { CandidatesTable } from './CandidatesTable';
import { jobLoaded } from './loaded';
import { NoIdError, useAutoStep } from './useAutoStep';
import { VectorSparkline } from './VectorSparkline';

export interface JobAiSectionProps {
  job: Job;
  /** Reloads the job (after its embedding was generated). */
  onReload: () => void;
}

export function JobAiSection({ job, onReload }: JobAiSectionProps) {
  if (job.isExternalJob) return null;
  return <InternalJobAi key={job._id} job={job} onReload={onReload} />;
}

function InternalJobAi({ job, onReload }: JobAiSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const vector = isValidEmbedding(job.embeddings) ? job.embeddings : null;
  const loaded = jobLoaded(job);
  // noSsr: the first render already knows the width, so the section does not open and then close.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const step = useAutoStep(vector || !loaded ? null : ['job-embedding', job._id, job.updatedAt ?? job.createdAt], async () => {
    const created = await dataProvider.createJobEmbedding(job._id);
    if (!created?._id) throw new NoIdError();
    onReload();
  }, ['jobs', 'getOne']);

  return (
    <AiSection testId="job-ai-section" defaultOpen={!phone}>
      <Stack spacing={2}>
        {!loaded && <LinearProgress />}
        {step.status === 'running' && (
          <Alert severity="info" role="status">
            {translate('app.ai.generating_vector')}
          </Alert>
        )}
        {step.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={step.retry}>
                {translate('app.ai.retry')}
              </Button>
            }
          >
            {translate('app.ai.job_embedding_failed')}
          </Alert>
        )}
        <AiPart title={translate('app.ai.candidates.title')}>
          {vector ? <CandidatesTable jobId={job._id} /> : <AiNote>{translate('app.ai.not_available')}</AiNote>}
        </AiPart>
        <AiPart title={translate('app.ai.sparkline.title')}>
          {vector ? <VectorSparkline values={vector} /> : <AiNote>{translate('app.ai.not_available')}</AiNote>}
        </AiPart>
      </Stack>
    </AiSection>
  );
}
