/**
 * The job detail's sections in the spec's order (§2): Job Information; External Job Details
 * (external only); Company Details; Description; Job type/Category/Industry; Job Location;
 * Salary & Other details; Skills Required; Education; Requirements; Responsibilities; Interview
 * Process; Metadata (internal only); Tags; audit info; then the job's applicants. Short sections
 * pair up on wide screens; description, metadata and applicants take the whole row.
 */
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import {
  AuditInfo,
  LabeledValue,
  SectionCard,
  SectionGrid,
  SeoMetadataSection,
  ValueGrid,
  useIsEditing,
} from '../shared/detail';
import { DeclaredSections } from '../shared/detail/DeclaredSection';
import { detailPath } from '../../ui/paths';
import { JobApplicants } from './applicants/JobApplicants';
import { DESCRIPTION_REQUIRED_SHORT, type JobRecord } from './form';
import { jobWidgets } from './JobSections';
import { CompanyPicker } from './pickers/CompanyPicker';
import { EmployerPicker } from './pickers/EmployerPicker';

const S = 'resources.jobs.screen.sections';
const F = 'resources.jobs.screen.fields';

/** The detail's hand-drawn parts, placed by the declaration. */
const WIDGETS = jobWidgets({
  companyDetails: CompanySection,
  seoMetadata: () => <SeoMetadataSection title={`${S}.metadata`} />,
  auditInfo: AuditInfo,
  applicants: ApplicantsSection,
  descriptionRequired: DescriptionRequired,
});

export function JobDetailSections({ record }: { record: JobRecord }) {
  const editing = useIsEditing();
  const variant = JOB_DECLARATION.variantOf?.(record);
  // Two by two on wide screens while reading, in the spec's order (one column in edit mode): an
  // external job's extra section makes Job Information span the row, so the rest still pair up.
  return (
    <SectionGrid paired={!editing}>
      <DeclaredSections entity={JOB_DECLARATION} where="detail" variant={variant} widgets={WIDGETS} />
    </SectionGrid>
  );
}

function CompanySection() {
  const record = useRecordContext<JobRecord>();
  if (!record) return null;
  return (
    <SectionCard title={`${S}.company`}>
      <CompanyDetails record={record} />
    </SectionCard>
  );
}

function ApplicantsSection() {
  const record = useRecordContext<JobRecord>();
  if (!record) return null;
  return (
    <SectionCard title={`${S}.applicants`}>
      <JobApplicants jobId={record._id} />
    </SectionCard>
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
