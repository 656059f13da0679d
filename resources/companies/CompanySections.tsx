/**
 * The company's hand-drawn parts, by the names its field declaration (domain/entities/companies.ts)
 * gives them: the logo upload and the approval status chip. The detail page and /companies/new
 * draw every other field from the declaration, in the spec's /companies/new order.
 */
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { CONFIRMATION_RULES } from '../../domain/confirmations';
import { StatusChip } from '../shared/cells';
import { DetailSelectField } from '../shared/detail';
import type { DeclaredWidgets } from '../shared/detail/DeclaredSection';
import { capitalise } from '../shared/format';
import { COMPANY_STATUS_CHOICES } from './choices';
import { CompanyLogoSection } from './CompanyLogoSection';

const F = 'resources.companies.screen.fields';

/** The logo chosen on the page, not yet uploaded (the page uploads it on save). */
export const LogoFileContext = createContext<{ file: File | null; onFileChange: (file: File | null) => void }>({
  file: null,
  onFileChange: () => undefined,
});

function LogoSection() {
  const { file, onFileChange } = useContext(LogoFileContext);
  return <CompanyLogoSection file={file} onFileChange={onFileChange} />;
}

/** The approval status as the same coloured chip as the list and every other status. */
function StatusValue({ status }: { status: string }) {
  const translate = useTranslate();
  return <StatusChip status={status} label={translate(`resources.companies.screen.status.${status}`, { _: capitalise(status) })} />;
}

const showStatusChip = (value: unknown): ReactNode => (typeof value === 'string' && value !== '' ? <StatusValue status={value} /> : '-');

function StatusField() {
  return <DetailSelectField source="status" label={`${F}.status`} choices={COMPANY_STATUS_CHOICES} display={showStatusChip} />;
}

/** The company's widgets with the parts a page adds (SEO metadata with or without its URL, audit). */
export function companyWidgets(custom: Readonly<Record<string, ComponentType>>): DeclaredWidgets {
  return { custom: { companyLogo: LogoSection, companyStatus: StatusField, ...custom } };
}

export const COMPANY_DELETE_RULE = CONFIRMATION_RULES.companies;
