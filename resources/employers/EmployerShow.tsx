/**
 * /employers/{employerId} (spec §2): Personal, Company, Address, Employment Statistics and audit;
 * read-only until Edit Profile; Delete Employer needs the full name typed, case-sensitive.
 */
import { type RaRecord, useTranslate } from 'react-admin';
import { CONFIRMATION_RULES } from '../../domain/confirmations';
import { validatePersonForm } from '../../domain/personForm';
import type { Employer } from '../../domain/types';
import {
  CopyIdButton,
  DetailHeader,
  DetailPage,
  MoreActionsMenu,
  TypedDeleteDialog,
  useDeleteRecord,
  useDetailContext,
  validateWith,
} from '../shared/detail';
import { personName } from '../shared/people';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { DeclaredSections } from '../shared/detail/DeclaredSection';
import { EMPLOYER_WIDGETS, RequiredFieldsAlert } from './EmployerSections';

const S = 'resources.employers.screen';
type EmployerRecord = Employer & RaRecord;

const validate = validateWith(validatePersonForm);

function EmployerBody() {
  const translate = useTranslate();
  const { record, resource, editing, startEdit, exitEdit, refresh } = useDetailContext<EmployerRecord>();
  const remover = useDeleteRecord({ resource, record, failureMessage: `${S}.delete_failed` });
  const items = [
    editing
      ? { label: translate('resources.shared.detail.actions.exit_edit'), onClick: exitEdit }
      : { label: translate(`${S}.edit_profile`), onClick: startEdit },
    { label: translate('resources.shared.detail.actions.refresh'), onClick: refresh },
    { label: translate(`${S}.delete_employer`), onClick: remover.openDialog },
  ];
  return (
    <>
      <DetailHeader
        title={personName(record) ?? translate(`${S}.untitled`)}
        subtitle={record.personalDetails?.email ?? undefined}
        actions={<CopyIdButton id={String(record.id)} />}
        menu={<MoreActionsMenu items={items} />}
      />
      <RequiredFieldsAlert />
      <DeclaredSections entity={EMPLOYER_DECLARATION} where="detail" widgets={EMPLOYER_WIDGETS} />
      <TypedDeleteDialog
        open={remover.open}
        name={translate(`${S}.delete_name`)}
        expected={personName(record) ?? ''}
        rule={CONFIRMATION_RULES.employers}
        onClose={remover.closeDialog}
        onConfirm={remover.confirm}
        pending={remover.pending}
        error={remover.error}
      />
    </>
  );
}

export function EmployerShow() {
  return (
    <DetailPage<EmployerRecord> loadFailureMessage={`${S}.fetch_failed`} saveFailureMessage={`${S}.update_failed`} validate={validate}>
      <EmployerBody />
    </DetailPage>
  );
}
