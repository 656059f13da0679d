/**
 * Field groups shared by /jobs/new and the job detail (inputs there and in edit mode, values in
 * view mode), so a field is laid out once for both screens.
 */
import { useTranslate } from 'react-admin';
import { JOB_STATUSES, JOB_TYPES, NEW_JOB_TYPES } from '../../domain/enums';
import { CATEGORIES, EXPERIENCE_LEVELS, INDUSTRIES } from '../../domain/suggestions';
import { DetailNumberField, DetailSelectField, DetailTextField } from '../shared/detail/fields';
import { DetailDateField } from '../shared/detail/DateField';
import { ValueGrid } from '../shared/detail/LabeledValue';
import { showWebLink } from '../shared/links';
import { SuggestionInput } from './inputs/SuggestionInput';

const F = 'resources.jobs.screen.fields';

function useChoices(values: readonly string[], group: 'job_types' | 'job_statuses') {
  const translate = useTranslate();
  return values.map((id) => ({ id, name: translate(`resources.jobs.screen.${group}.${id}`) }));
}

/** Job type, category and industry. The new-job form has no INTERNSHIP (spec §3). */
export function ClassificationFields({ creating = false }: { creating?: boolean }) {
  const jobTypes = useChoices(creating ? NEW_JOB_TYPES : JOB_TYPES, 'job_types');
  return (
    <ValueGrid columns={3}>
      <DetailSelectField source="jobType" label={`${F}.jobType`} choices={jobTypes} required={creating} />
      <SuggestionInput source="category" label={`${F}.category`} suggestions={CATEGORIES} required />
      <SuggestionInput source="industry" label={`${F}.industry`} suggestions={INDUSTRIES} required={creating} />
    </ValueGrid>
  );
}

export function JobStatusField() {
  const statuses = useChoices(JOB_STATUSES, 'job_statuses');
  return <DetailSelectField source="jobStatus" label={`${F}.jobStatus`} choices={statuses} />;
}

/** Create needs city, state and country; edit needs the location line (spec §5). */
export function LocationFields({ creating = false }: { creating?: boolean }) {
  return (
    <ValueGrid>
      <DetailTextField
        source="location"
        label={`${F}.location`}
        required={!creating}
        helperText={creating ? 'resources.jobs.screen.hints.location' : undefined}
      />
      <DetailTextField source="city" label={`${F}.city`} required={creating} />
      <DetailTextField source="state" label={`${F}.state`} required={creating} />
      <DetailTextField source="country" label={`${F}.country`} required={creating} />
      <DetailTextField source="zipCode" label={`${F}.zipCode`} />
    </ValueGrid>
  );
}

export function OtherDetailsFields() {
  return (
    <ValueGrid>
      <DetailTextField source="salary" label={`${F}.salary`} />
      <SuggestionInput source="experience" label={`${F}.experience`} suggestions={EXPERIENCE_LEVELS} />
      <DetailNumberField source="yearsOfExperience" label={`${F}.yearsOfExperience`} />
      <DetailDateField source="expiryDate" label={`${F}.expiryDate`} />
    </ValueGrid>
  );
}

/** External jobs: the typed company name and where the job comes from. */
export function ExternalDetailsFields() {
  return (
    <ValueGrid>
      <DetailTextField source="companyName" label={`${F}.companyName`} required />
      <DetailTextField source="jobCode" label={`${F}.jobCode`} />
      <DetailTextField source="jobSource" label={`${F}.jobSource`} />
      <DetailTextField source="jobUrl" label={`${F}.jobUrl`} type="url" display={showWebLink} />
    </ValueGrid>
  );
}
