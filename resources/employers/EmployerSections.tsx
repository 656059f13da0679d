/**
 * The employer detail's hand-drawn parts (spec §2): the company picker, the employment
 * statistics and the required-fields alert. The personal, company and address fields are drawn
 * from the declaration (domain/entities/employers.ts); read-only values until Edit.
 */
import Alert from '@mui/material/Alert';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { employmentStats } from '../../domain/employmentStats';
import type { Employer } from '../../domain/types';
import { VALIDATION } from '../../domain/messages';
import { AuditInfo, LabeledValue, SectionCard, useIsEditing, ValueGrid } from '../shared/detail';
import type { DeclaredWidgets } from '../shared/detail/DeclaredSection';
import { LookupPicker, type LookupOption } from '../../ui/lookup/LookupPicker';
import { RecordLink } from '../shared/links';

const S = 'resources.employers.screen';
const F = `${S}.fields`;

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

/** The employer's hand-drawn parts, by the names its field declaration (domain/entities/employers.ts) gives them. */
export const EMPLOYER_WIDGETS: DeclaredWidgets = {
  custom: { companyPicker: CompanyField, employmentStatistics: StatisticsSection, auditInfo: AuditInfo },
};

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
