/** The company sections shared by the detail and create screens (spec §2 /companies/new order). */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CONFIRMATION_RULES } from '../../domain/confirmations';
import { StatusChip } from '../shared/cells';
import { DetailRichText, DetailSelectField, DetailTextField, SectionCard, ValueGrid } from '../shared/detail';
import { capitalise } from '../shared/format';
import { showWebLink } from '../shared/links';
import { COMPANY_STATUS_CHOICES } from './choices';

const F = 'resources.companies.screen.fields';
const S = 'resources.companies.screen.sections';

export interface CompanySectionProps {
  /** Create marks every §5 create rule's field required; edit only the name. */
  mode: 'create' | 'edit';
}

export function BasicInformationSection({ mode }: CompanySectionProps) {
  const create = mode === 'create';
  return (
    <SectionCard title={`${S}.basic`}>
      <ValueGrid>
        <DetailTextField source="companyName" label={`${F}.companyName`} required />
        <DetailTextField source="companyDetails.email" label={`${F}.email`} type="email" required={create} />
        <DetailSelectField source="status" label={`${F}.status`} choices={COMPANY_STATUS_CHOICES} display={showStatusChip} />
        <DetailTextField source="industry" label={`${F}.industry`} />
      </ValueGrid>
    </SectionCard>
  );
}

/** The approval status as the same coloured chip as the list and every other status. */
function StatusValue({ status }: { status: string }) {
  const translate = useTranslate();
  return <StatusChip status={status} label={translate(`resources.companies.screen.status.${status}`, { _: capitalise(status) })} />;
}

const showStatusChip = (value: unknown): ReactNode => (typeof value === 'string' && value !== '' ? <StatusValue status={value} /> : '-');

export function DescriptionSection() {
  return (
    <SectionCard title={`${S}.description`}>
      <DetailRichText source="about" />
    </SectionCard>
  );
}

export function SocialLinksSection({ mode }: CompanySectionProps) {
  return (
    <SectionCard title={`${S}.links`}>
      <ValueGrid columns={3}>
        <DetailTextField source="links.website" label={`${F}.website`} required={mode === 'create'} display={showWebLink} />
        <DetailTextField source="links.instagram" label={`${F}.instagram`} display={showWebLink} />
        <DetailTextField source="links.linkedin" label={`${F}.linkedin`} display={showWebLink} />
      </ValueGrid>
    </SectionCard>
  );
}

export function AddressSection({ mode }: CompanySectionProps) {
  const create = mode === 'create';
  return (
    <SectionCard title={`${S}.address`}>
      <ValueGrid>
        <DetailTextField source="companyDetails.address" label={`${F}.address`} required={create} />
        <DetailTextField source="companyDetails.city" label={`${F}.city`} />
        <DetailTextField source="companyDetails.state" label={`${F}.state`} />
        <DetailTextField source="companyDetails.country" label={`${F}.country`} />
        <DetailTextField source="companyDetails.zipCode" label={`${F}.zipCode`} required={create} />
      </ValueGrid>
    </SectionCard>
  );
}

export const COMPANY_DELETE_RULE = CONFIRMATION_RULES.companies;
