/**
 * The job detail's sections in the spec's order (§2): Job Information; External Job Details
 * (external only); Company Details; Description; Job type/Category/Industry; Job Location;
 * Salary & Other details; Skills Required; Education; Requirements; Responsibilities; Interview
 * Process; Metadata (internal only); Tags; audit info; then the job's applicants. Short sections
 * pair up on wide screens; description, metadata and applicants take the whole row.
 */
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import {
  AuditInfo,
  ChipListInput,
  DetailRichText,
  DetailTextField,
  LabeledValue,
  SectionCard,
  SectionGrid,
  SeoMetadataSection,
  ValueGrid,
  WideSection,
  formatAuditDate,
  useIsEditing,
} from '../shared/detail';
import { detailPath } from '../../ui/paths';
import { JobApplicants } from './applicants/JobApplicants';
import { DESCRIPTION_REQUIRED_SHORT, type JobRecord } from './form';
import { TextBlock } from './inputs/TextBlock';
import { ClassificationFields, ExternalDetailsFields, JobStatusField, LocationFields, OtherDetailsFields } from './JobSections';
import { CompanyPicker } from './pickers/CompanyPicker';
import { EmployerPicker } from './pickers/EmployerPicker';

const S = 'resources.jobs.screen.sections';
const F = 'resources.jobs.screen.fields';

export function JobDetailSections({ record }: { record: JobRecord }) {
  const translate = useTranslate();
  const editing = useIsEditing();
  const external = record.isExternalJob;
  const information = (
    <SectionCard title={`${S}.information`}>
      <ValueGrid>
        <DetailTextField source="title" label={`${F}.title`} required />
        <JobStatusField />
        <LabeledValue label={`${F}.isExternalJob`} value={translate(`resources.jobs.screen.${external ? 'yes' : 'no'}`)} />
        <LabeledValue label={`${F}.postedDate`} value={formatAuditDate(record.postedDate)} />
        <LabeledValue label={`${F}.jobId`} value={record._id} />
      </ValueGrid>
    </SectionCard>
  );
  // Two by two on wide screens while reading, in the spec's order (one column in edit mode): an
  // external job's extra section makes Job Information span the row, so the rest still pair up.
  return (
    <SectionGrid paired={!editing}>
      {external ? <WideSection>{information}</WideSection> : information}
      {external ? (
        <SectionCard title={`${S}.external`}>
          <ExternalDetailsFields />
        </SectionCard>
      ) : null}
      <SectionCard title={`${S}.company`}>
        <CompanyDetails record={record} />
      </SectionCard>
      <WideSection>
        <SectionCard title={`${S}.description`} action={<DescriptionRequired />}>
          <DetailRichText source="description" required />
        </SectionCard>
      </WideSection>
      <SectionCard title={`${S}.classification`}>
        <ClassificationFields />
      </SectionCard>
      <SectionCard title={`${S}.location`}>
        <LocationFields />
      </SectionCard>
      <SectionCard title={`${S}.other`}>
        <OtherDetailsFields />
      </SectionCard>
      <SectionCard title={`${S}.skills`}>
        <ChipListInput source="skillsRequired" label={`${F}.skillsRequired`} placeholder={translate('resources.jobs.screen.hints.skills')} />
      </SectionCard>
      <SectionCard title={`${S}.education`}>
        <TextBlock source="education" label={`${F}.education`} />
      </SectionCard>
      <SectionCard title={`${S}.requirements`}>
        <TextBlock source="requirements" label={`${F}.requirements`} />
      </SectionCard>
      <SectionCard title={`${S}.responsibilities`}>
        <TextBlock source="responsibilities" label={`${F}.responsibilities`} />
      </SectionCard>
      <SectionCard title={`${S}.interview`}>
        <TextBlock source="interviewProcess" label={`${F}.interviewProcess`} />
      </SectionCard>
      {external ? null : (
        <WideSection>
          <SeoMetadataSection title={`${S}.metadata`} />
        </WideSection>
      )}
      <SectionCard title={`${S}.tags`}>
        <ChipListInput source="tags" label={`${F}.tags`} placeholder={translate('resources.jobs.screen.hints.tags')} />
      </SectionCard>
      <AuditInfo />
      <WideSection>
        <SectionCard title={`${S}.applicants`}>
          <JobApplicants jobId={record._id} />
        </SectionCard>
      </WideSection>
    </SectionGrid>
  );
}

/** View: the company (a link to it when it still exists) and the employer. Edit: the pickers. */
function CompanyDetails({ record }: { record: JobRecord }) {
  const editing = useIsEditing();
  if (editing && !record.isExternalJob) {
    return (
      <ValueGrid>
        <CompanyPicker />
        <EmployerPicker />
      </ValueGrid>
    );
  }
  const name = record.company?.companyName ?? record.companyName;
  return (
    <ValueGrid>
      <LabeledValue
        label={`${F}.companyName`}
        value={
          record.companyId && name ? (
            <MuiLink component={Link} to={detailPath('companies', record.companyId)} underline="hover">
              {name}
            </MuiLink>
          ) : (
            name
          )
        }
      />
      <LabeledValue label={`${F}.employerEmail`} value={record.employerEmail} />
    </ValueGrid>
  );
}

/** Spec §5: in edit mode the description error also reads 'Description Required'. */
function DescriptionRequired() {
  const editing = useIsEditing();
  const { errors, isSubmitted } = useFormState({ name: 'description' });
  if (!editing || !isSubmitted || !errors.description) return null;
  return (
    <Typography variant="body2" color="error" role="alert">
      {DESCRIPTION_REQUIRED_SHORT}
    </Typography>
  );
}
