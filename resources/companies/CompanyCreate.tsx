/**
 * /companies/new (spec §2): Company Logo; Basic Information; Company Description; Social Links;
 * Address Information; metadata. Save Company uploads the logo first, then creates.
 */
import { useRef, useState } from 'react';
import type { Company } from '../../domain/types';
import { validateCompanyCreate } from '../../domain/validation';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { createDefaultsOf } from '../../domain/entities/declaration';
import { CreatePage, SeoMetadataSection, validateWith } from '../shared/detail';
import { DeclaredSections } from '../shared/detail/DeclaredSection';
import { companyWidgets, LogoFileContext } from './CompanySections';
import { useLogoFiles } from './logo';

type CompanyRecord = Company & { id: string };
const T = 'resources.companies.screen';

/** The create form's SEO metadata has no URL yet (the server derives it). */
const WIDGETS = companyWidgets({ seoMetadata: () => <SeoMetadataSection showUrl={false} /> });

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
      defaultValues={createDefaultsOf(COMPANY_DECLARATION)}
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
      <LogoFileContext.Provider value={{ file: logo, onFileChange: setLogo }}>
        <DeclaredSections entity={COMPANY_DECLARATION} where="create" widgets={WIDGETS} />
      </LogoFileContext.Provider>
    </CreatePage>
  );
}
