/**
 * /jobs/new (spec §2): Basic Information, Job Details (typed company for external jobs, company
 * and employer pickers for internal ones), description, type/category/industry, location, other
 * details, skills, tags and, for internal jobs, SEO metadata. Each §5 message shows under its
 * field. A saved job is OPEN and sent as by an ADMIN; staff land on /jobs, where it is first.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ROLE_AND_SKILL_SUGGESTIONS } from '../../domain/suggestions';
import {
  ChipListInput,
  CreatePage,
  RichTextEditor,
  SectionCard,
  SeoMetadataSection,
  ValueGrid,
  useStatusToast,
  validateWith,
} from '../shared/detail';
import { NEW_JOB_DEFAULTS, jobCreateErrors } from './form';
import { toJobCreateInput } from './input';
import { ExternalJobInput } from './inputs/ExternalJobInput';
import { SuggestionInput } from './inputs/SuggestionInput';
import { ClassificationFields, ExternalDetailsFields, LocationFields, OtherDetailsFields } from './JobSections';
import { TextBlock } from './inputs/TextBlock';
import { CompanyPicker } from './pickers/CompanyPicker';
import { EmployerPicker } from './pickers/EmployerPicker';

const S = 'resources.jobs.screen.sections';
const F = 'resources.jobs.screen.fields';
const C = 'resources.jobs.screen.create';

const validate = validateWith(jobCreateErrors);

export function JobCreate() {
  const translate = useTranslate();
  const statusToast = useStatusToast();
  return (
    <CreatePage
      resource="jobs"
      title={`${C}.title`}
      backLabel={`${C}.back`}
      saveLabel={`${C}.save`}
      failureMessage={`${C}.failed`}
      defaultValues={{ ...NEW_JOB_DEFAULTS, skillsRequired: [], tags: [] }}
      validate={validate}
      transform={(values) => toJobCreateInput(values)}
      onCreated={() => statusToast(`${C}.created`, true)}
      onCreateError={() => statusToast(`${C}.created`, false)}
    >
      <SectionCard title={`${S}.basic`}>
        <ValueGrid>
          <SuggestionInput source="title" label={`${F}.title`} suggestions={ROLE_AND_SKILL_SUGGESTIONS} required />
          <ExternalJobInput />
        </ValueGrid>
      </SectionCard>
      <JobDetailsSection />
      <SectionCard title={`${F}.description`}>
        <RichTextEditor source="description" required />
      </SectionCard>
      <SectionCard title={`${S}.classification`}>
        <ClassificationFields creating />
      </SectionCard>
      <SectionCard title={`${S}.location`}>
        <LocationFields creating />
      </SectionCard>
      <SectionCard title={`${S}.other`}>
        <OtherDetailsFields />
        <ValueGrid>
          <TextBlock source="education" label={`${F}.education`} />
          <TextBlock source="requirements" label={`${F}.requirements`} />
          <TextBlock source="responsibilities" label={`${F}.responsibilities`} />
          <TextBlock source="interviewProcess" label={`${F}.interviewProcess`} />
        </ValueGrid>
      </SectionCard>
      <SectionCard title={`${S}.skills`}>
        <ChipListInput source="skillsRequired" label={`${F}.skillsRequired`} placeholder={translate('resources.jobs.screen.hints.skills')} />
      </SectionCard>
      <SectionCard title={`${S}.tags`}>
        <ChipListInput source="tags" label={`${F}.tags`} placeholder={translate('resources.jobs.screen.hints.tags')} />
      </SectionCard>
      <InternalOnly>
        <SeoMetadataSection title={`${S}.metadata`} showUrl={false} />
      </InternalOnly>
    </CreatePage>
  );
}

function useIsExternal(): boolean {
  return useWatch({ name: 'isExternalJob' }) === true;
}

/** External: company name, job code, source and URL. Internal: the company and employer pickers. */
function JobDetailsSection() {
  const external = useIsExternal();
  return (
    <SectionCard title={`${S}.details`}>
      {external ? (
        <ExternalDetailsFields />
      ) : (
        <ValueGrid>
          <CompanyPicker />
          <EmployerPicker />
        </ValueGrid>
      )}
    </SectionCard>
  );
}

function InternalOnly({ children }: { children: ReactNode }) {
  return useIsExternal() ? null : <>{children}</>;
}
