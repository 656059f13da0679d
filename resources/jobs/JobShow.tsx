/**
 * /jobs/{jobId} (spec §2, §4): read-only until Edit Job; Save validates with the §5 edit rules,
 * saves and reloads ('Job update' status toast). External jobs cannot be edited. Delete Job
 * needs the title typed (case and surrounding spaces ignored), then goes to /jobs.
 */
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { CONFIRMATION_RULES } from '../../domain/confirmations';
import { JobAiSection } from '../../ui/ai';
import {
  DetailHeader,
  DetailPage,
  MoreActionsMenu,
  TypedDeleteDialog,
  useDeleteRecord,
  useDetailContext,
  useStandardActions,
  useStatusToast,
  validateWith,
} from '../shared/detail';
import type { RecordData } from '../shared/definition';
import { type JobRecord, jobEditErrors } from './form';
import { toJobInput } from './input';
import { JobDetailSections } from './JobDetailSections';

const D = 'resources.jobs.screen.detail';
const validate = validateWith(jobEditErrors);

export function JobShow() {
  const statusToast = useStatusToast();
  return (
    <DetailPage<JobRecord>
      resource="jobs"
      loadFailureMessage={`${D}.fetch_failed`}
      saveFailureMessage={`${D}.fetch_failed`}
      validate={validate}
      transform={(values) => toJobInput(values as unknown as RecordData) as Partial<JobRecord>}
      onSaved={() => statusToast(`${D}.updated`, true)}
      onSaveError={() => statusToast(`${D}.updated`, false)}
    >
      <JobDetailBody />
    </DetailPage>
  );
}

function JobDetailBody() {
  const translate = useTranslate();
  const statusToast = useStatusToast();
  const { record, refresh } = useDetailContext<JobRecord>();
  const remover = useDeleteRecord({
    resource: 'jobs',
    record,
    failureMessage: `${D}.delete_failed`,
    onDeleted: () => statusToast(`${D}.deleted`, true),
    onFailed: () => statusToast(`${D}.deleted`, false),
  });
  const actions = useStandardActions({ name: 'Job', onDelete: remover.openDialog, editDisabled: record.isExternalJob });
  const companyName = record.company?.companyName ?? record.companyName ?? '';
  return (
    <>
      <DetailHeader
        title={record.title}
        subtitle={companyName || undefined}
        avatarUrl={record.company?.logoUrl ?? record.companyLogo}
        avatarAlt={companyName || record.title}
        avatarInitialsOf={companyName || record.title}
        menu={<MoreActionsMenu items={actions} />}
      />
      {record.isExternalJob ? <Alert severity="info">{translate('resources.jobs.screen.hints.external_read_only')}</Alert> : null}
      {record.isExternalJob ? null : <JobAiSection job={record} onReload={refresh} />}
      <JobDetailSections record={record} />
      <TypedDeleteDialog
        open={remover.open}
        name={translate('resources.jobs.name', { smart_count: 1 })}
        expected={record.title}
        rule={CONFIRMATION_RULES.jobs}
        onClose={remover.closeDialog}
        onConfirm={remover.confirm}
        pending={remover.pending}
        error={remover.error}
        details={translate(`${D}.delete_details`)}
      />
    </>
  );
}
