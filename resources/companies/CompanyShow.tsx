/**
 * /companies/{companyId} (spec §2): read-only until Edit Company; logo, details, description,
 * links, address, metadata and audit; delete after typing the exact company name.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Company } from '../../domain/types';
import { validateCompanyUpdate } from '../../domain/validation';
import { useSaveNotification } from '../../ui/components/notification';
import {
  AuditInfo,
  CopyIdButton,
  DetailHeader,
  DetailPage,
  MoreActionsMenu,
  SeoMetadataSection,
  TypedDeleteDialog,
  useDeleteRecord,
  useDetailContext,
  useStandardActions,
  useStatusToast,
  validateWith,
} from '../shared/detail';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { DeclaredSections } from '../shared/detail/DeclaredSection';
import { COMPANY_DELETE_RULE, companyWidgets, LogoFileContext } from './CompanySections';
import { useLogoFiles } from './logo';

type CompanyRecord = Company & { id: string };
const T = 'resources.companies.screen';

const WIDGETS = companyWidgets({ seoMetadata: () => <SeoMetadataSection />, auditInfo: AuditInfo });

export function CompanyShow() {
  const [logo, setLogo] = useState<File | null>(null);
  const files = useLogoFiles();
  const notifySaved = useSaveNotification();
  // The logo this save replaced, and the one it uploaded (removed again if the save fails).
  const replaced = useRef<string | null>(null);
  const uploaded = useRef<string | null>(null);
  return (
    <DetailPage<CompanyRecord>
      loadFailureMessage={`${T}.fetch_failed`}
      saveFailureMessage={`${T}.update_failed`}
      validate={validateWith(validateCompanyUpdate)}
      transform={async (values, previous) => {
        replaced.current = previous.logoUrl;
        let logoUrl = values.logoUrl ?? null;
        if (logo) {
          logoUrl = await files.upload(logo, values.companyName);
          uploaded.current = logoUrl;
        }
        return { ...values, logoUrl };
      }}
      onSaved={(record) => {
        if (replaced.current && replaced.current !== record.logoUrl) void files.remove(replaced.current);
        uploaded.current = null;
        setLogo(null);
        notifySaved(true);
      }}
      onSaveError={() => {
        void files.remove(uploaded.current);
        uploaded.current = null;
      }}
    >
      <CompanyBody logo={logo} onLogoChange={setLogo} />
    </DetailPage>
  );
}

function CompanyBody({ logo, onLogoChange }: { logo: File | null; onLogoChange: (file: File | null) => void }) {
  const { record, resource, editing } = useDetailContext<CompanyRecord>();
  const translate = useTranslate();
  const statusToast = useStatusToast();
  const del = useDeleteRecord({
    resource,
    record,
    failureMessage: `${T}.delete_failed`,
    onDeleted: () => statusToast(`${T}.deleted`, true),
  });
  const name = translate(`${T}.entity`);
  const actions = useStandardActions({ name, onDelete: del.openDialog });
  // Leaving edit mode drops a logo that was chosen but not saved.
  useEffect(() => {
    if (!editing) onLogoChange(null);
  }, [editing, onLogoChange]);
  return (
    <>
      <DetailHeader
        title={record.companyName}
        avatarUrl={record.logoUrl}
        actions={<CopyIdButton id={record._id} />}
        menu={<MoreActionsMenu items={actions} />}
      />
      <LogoFileContext.Provider value={{ file: logo, onFileChange: onLogoChange }}>
        <DeclaredSections entity={COMPANY_DECLARATION} where="detail" widgets={WIDGETS} />
      </LogoFileContext.Provider>
      <TypedDeleteDialog
        open={del.open}
        name={name}
        expected={record.companyName}
        rule={COMPANY_DELETE_RULE}
        onClose={del.closeDialog}
        onConfirm={del.confirm}
        pending={del.pending}
        error={del.error}
        details={translate(`${T}.delete_details`)}
      />
    </>
  );
}
