/** Title, copy-ID and the actions menu (Edit Profile / Exit Edit, Refresh, Delete User) with its typed confirmation. */
import { type RaRecord, useTranslate } from 'react-admin';
import { CONFIRMATION_RULES } from '../../domain/confirmations';
import type { JobSeeker } from '../../domain/types';
import {
  CopyIdButton,
  DetailHeader,
  MoreActionsMenu,
  TypedDeleteDialog,
  useDeleteRecord,
  useDetailContext,
  useStatusToast,
} from '../shared/detail';
import { personName } from '../shared/people';

const S = 'resources.jobseekers.screen';

export function JobSeekerHeader() {
  const translate = useTranslate();
  const toast = useStatusToast();
  const { record, editing, startEdit, exitEdit, refresh } = useDetailContext<JobSeeker & RaRecord>();
  const name = personName(record) ?? translate(`${S}.untitled`);
  const remover = useDeleteRecord({
    resource: 'jobseekers',
    record,
    failureMessage: `${S}.delete_failed`,
    onDeleted: () => toast(`${S}.toast_deleted`, true),
    onFailed: () => toast(`${S}.toast_deleted`, false),
  });
  const items = [
    editing
      ? { label: translate('resources.shared.detail.actions.exit_edit'), onClick: exitEdit }
      : { label: translate(`${S}.edit_profile`), onClick: startEdit },
    { label: translate('resources.shared.detail.actions.refresh'), onClick: refresh },
    { label: translate(`${S}.delete_user`), onClick: remover.openDialog },
  ];
  return (
    <>
      <DetailHeader
        title={name}
        subtitle={record.personalDetails?.email ?? undefined}
        actions={<CopyIdButton id={String(record.id)} />}
        menu={<MoreActionsMenu items={items} />}
      />
      <TypedDeleteDialog
        open={remover.open}
        name={translate(`${S}.delete_name`)}
        expected={personName(record) ?? ''}
        rule={CONFIRMATION_RULES.jobseekers}
        onClose={remover.closeDialog}
        onConfirm={remover.confirm}
        pending={remover.pending}
        error={remover.error}
      />
    </>
  );
}
