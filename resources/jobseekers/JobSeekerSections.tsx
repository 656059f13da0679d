/** The profile sections of the job seeker detail (spec §2): read-only values until Edit. */
import { useTranslate } from 'react-admin';
import { DetailDateField } from '../shared/detail/DateField';
import { JOB_TYPES } from '../../domain/enums';
import {
  ChipListInput,
  CommaListInput,
  DetailNumberField,
  DetailSelectField,
  DetailTextField,
  SectionCard,
  ValueGrid,
} from '../shared/detail';

const S = 'resources.jobseekers.screen';
const F = `${S}.fields`;

export function PersonalSection() {
  return (
    <SectionCard title={`${S}.sections.personal`}>
      <ValueGrid>
        <DetailTextField source="personalDetails.fullName" label={`${F}.full_name`} required />
        <DetailTextField source="personalDetails.email" label={`${F}.email`} type="email" required />
        <DetailTextField source="personalDetails.firstName" label={`${F}.first_name`} required />
        <DetailTextField source="personalDetails.lastName" label={`${F}.last_name`} required />
        <DetailTextField source="personalDetails.phone" label={`${F}.phone`} type="tel" required />
        <DetailDateField source="personalDetails.birthday" label={`${F}.birthday`} />
        <DetailNumberField source="yearsOfExperience" label={`${F}.years_of_experience`} />
        <DetailTextField source="education" label={`${F}.education`} />
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

export function PreferencesSection() {
  const translate = useTranslate();
  const choices = JOB_TYPES.map((id) => ({ id, name: translate(`${S}.job_types.${id}`) }));
  return (
    <SectionCard title={`${S}.sections.preferences`}>
      <ValueGrid>
        <DetailSelectField source="jobPreferences.jobType" label={`${F}.job_type`} choices={choices} />
        <DetailTextField source="jobPreferences.noticePeriod" label={`${F}.notice_period`} />
        <CommaListInput source="jobPreferences.location" label={`${F}.preferred_locations`} />
        <CommaListInput source="jobPreferences.preferredRoles" label={`${F}.preferred_roles`} />
      </ValueGrid>
    </SectionCard>
  );
}

export function SkillsSection() {
  return (
    <SectionCard title={`${S}.sections.skills`}>
      <ChipListInput source="skills" label={`${F}.skills`} />
    </SectionCard>
  );
}
