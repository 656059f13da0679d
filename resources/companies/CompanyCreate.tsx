/**
 * /companies/new (spec §2): Company Logo; Basic Information; Company Description; Social Links;
 * Address Information; metadata. Save Company uploads the logo first, then creates.
 */
import { useRef, useState } from 'react';
import type { Company } from '../../domain/types';
import { validateCompanyCreate } from '../../domain/validation';
import { CreatePage, SeoMetadataSection, validateWith } from '../shared/detail';
import { AddressSection, BasicInformationSection, DescriptionSection, SocialLinksSection } from './CompanySections';
import { CompanyLogoSection } from './CompanyLogoSection';
import { useLogoFiles } from './logo';

type CompanyRecord = Company & { id: string };
const T = 'resources.companies.screen';

export function CompanyCreate() {
  const [logo, setLogo] = useState<File | null>(null);
  const files = useLogoFiles();
  const uploaded = useRef<string | null>(null);
  return (
    <CreatePage<CompanyRecord>
      title={`${T}.create_title`}
      backLabel={`${T}.back`}
      saveLabel={`${T}.save`}
      failureMessage={`${T}.create_failed`}
      defaultValues={{ status: 'pending' }}
      validate={validateWith(validateCompanyCreate)}
      transform={async (values) => {
        if (!logo) return values;
        uploaded.current = await files.upload(logo, values.companyName ?? '');
        return { ...values, logoUrl: uploaded.current };
      }}
      onCreated={() => {
        uploaded.current = null;
      }}
      onCreateError={() => {
        void files.remove(uploaded.current);
        uploaded.current = null;
      }}
    >
      <CompanyLogoSection file={logo} onFileChange={setLogo} />
      <BasicInformationSection mode="create" />
      <DescriptionSection />
      <SocialLinksSection mode="create" />
      <AddressSection mode="create" />
      <SeoMetadataSection showUrl={false} />
    </CreatePage>
  );
}
