/** The employer detail's sections (spec §2): read-only values until Edit. */
import Alert from '@mui/material/Alert';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { employmentStats } from '../../domain/employmentStats';
import type { Employer } from '../../domain/types';
import { VALIDATION } from '../../domain/messages';
import { DetailNumberField, DetailTextField, LabeledValue, SectionCard, useIsEditing, ValueGrid } from '../shared/detail';
import { DetailDateField } from '../shared/detail/DateField';
import { LookupPicker, type LookupOption } from '../../ui/lookup/LookupPicker';
import { RecordLink } from '../shared/links';

const S = 'resources.employers.screen';
const F = `${S}.fields`;

export function PersonalSection() {
  return (
    <SectionCard title={`${S}.sections.personal`}>
      <ValueGrid>
        <DetailTextField source="personalDetails.fullName" label={`${F}.full_name`} required />
        <DetailTextField source="personalDetails.email" label={`${F}.email`} type="email" required />
        <DetailTextField source="personalDetails.phone" label={`${F}.phone`} type="tel" required />
        <DetailTextField source="personalDetails.firstName" label={`${F}.first_name`} />
        <DetailTextField source="personalDetails.lastName" label={`${F}.last_name`} />
        <DetailDateField source="personalDetails.birthday" label={`${F}.birthday`} />
      </ValueGrid>
    </SectionCard>
  );
}

interface CompanyRow {
  _id: string;
  companyName: string | null;
}
const toOption = (row: CompanyRow): LookupOption => ({ _id: row._id, label: row.companyName ?? '' });

/** Company autocomplete (spec §7): getAllCompanies page 0, size 100, companyName, 400 ms, only with text. */
function CompanyField() {
  const editing = useIsEditing();
  const record = useRecordContext<Employer & RaRecord>();
  if (!editing) {
    const name = record?.company?.companyName;
    const value = name && record?.companyId ? <RecordLink to={`/companies/${record.companyId}`}>{name}</RecordLink> : (name ?? null);
    return <LabeledValue label={`${F}.company`} value={value} />;
  }
  return (
    <LookupPicker<CompanyRow>
      source="companyId"
      labelSource="company.companyName"
      resource="companies"
      filterKey="companyName"
      onlyWithText
      toOption={toOption}
      label={`${F}.company`}
      texts={{ typeToSearch: `${S}.pickers.company_type`, none: `${S}.pickers.company_none`, searching: `${S}.pickers.searching` }}
    />
  );
}

export function CompanySection() {
  return (
    <SectionCard title={`${S}.sections.company`}>
      <ValueGrid>
        <CompanyField />
        <DetailNumberField source="jobsPosted" label={`${F}.jobs_posted`} />
        <DetailNumberField source="jobsLeft" label={`${F}.jobs_left`} />
      </ValueGrid>
    </SectionCard>
  );
}

export function AddressSection() {
  return (
    <SectionCard title={`${S}.sections.address`}>
      <ValueGrid>
        <DetailTextField source="personalDetails.address" label={`${F}.address`} />
        <DetailTextField source="personalDetails.city" label={`${F}.city`} />
        <DetailTextField source="personalDetails.state" label={`${F}.state`} />
        <DetailTextField source="personalDetails.zipCode" label={`${F}.zip_code`} />
        <DetailTextField source="personalDetails.country" label={`${F}.country`} />
      </ValueGrid>
    </SectionCard>
  );
}

/** Of the employer as saved (not the unsaved input). */
export function StatisticsSection() {
  const record = useRecordContext<Employer & RaRecord>();
  const stats = employmentStats(record ?? {});
  return (
    <SectionCard title={`${S}.sections.statistics`}>
      <ValueGrid columns={2}>
        <LabeledValue label={`${S}.statistics.jobs_posted`} value={String(stats.jobsPosted)} />
        <LabeledValue label={`${S}.statistics.jobs_remaining`} value={String(stats.jobsRemaining)} />
        <LabeledValue label={`${S}.statistics.jobs_used`} value={String(stats.jobsUsed)} />
        <LabeledValue label={`${S}.statistics.companies`} value={String(stats.companies)} />
      </ValueGrid>
    </SectionCard>
  );
}

/** Spec §5: after a Save refused for a missing required field. */
export function RequiredFieldsAlert() {
  const translate = useTranslate();
  const editing = useIsEditing();
  const { errors, submitCount } = useFormState();
  if (!editing || submitCount === 0 || !errors.personalDetails) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(`${S}.validation.allRequired`, { _: VALIDATION.person.allRequired })}
    </Alert>
  );
}
