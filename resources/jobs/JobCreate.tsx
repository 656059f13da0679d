/**
 * /jobs/new (spec §2): Basic Information, Job Details (typed company for external jobs, company
 * and employer pickers for internal ones), description, type/category/industry, location, other
 * details, skills, tags and, for internal jobs, SEO metadata. Each §5 message shows under its
 * field. A saved job is OPEN and sent as by an ADMIN; staff land on /jobs, where it is first.
 */
import { useWatch } from 'react-hook-form';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { CreatePage, SeoMetadataSection, useStatusToast, validateWith } from '../shared/detail';
import { DeclaredSections } from '../shared/detail/DeclaredSection';
import { jobCreateErrors, newJobDefaults } from './form';
import { toJobCreateInput } from './input';
import { jobWidgets } from './JobSections';

const S = 'resources.jobs.screen.sections';
const C = 'resources.jobs.screen.create';

const validate = validateWith(jobCreateErrors);

/** The create form's hand-drawn part: SEO metadata (its URL is the server's, so not shown). */
const WIDGETS = jobWidgets({ seoMetadata: () => <SeoMetadataSection title={`${S}.metadata`} showUrl={false} /> });

export function JobCreate() {
  const statusToast = useStatusToast();
  return (
    <CreatePage
      resource="jobs"
      title={`${C}.title`}
      backLabel={`${C}.back`}
      saveLabel={`${C}.save`}
      failureMessage={`${C}.failed`}
      defaultValues={newJobDefaults()}
      validate={validate}
      transform={(values) => toJobCreateInput(values)}
      onCreated={() => statusToast(`${C}.created`, true)}
      onCreateError={() => statusToast(`${C}.created`, false)}
    >
      <JobCreateSections />
    </CreatePage>
  );
}

/** The sections of the job's kind (external: typed company, code, source, URL; internal: pickers and SEO metadata). */
function JobCreateSections() {
  const variant = JOB_DECLARATION.variantOf?.({ isExternalJob: useWatch({ name: 'isExternalJob' }) });
  return <DeclaredSections entity={JOB_DECLARATION} where="create" variant={variant} widgets={WIDGETS} />;
}
