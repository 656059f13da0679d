/**
 * The application tracking panel's content (spec §2): header and actions menu, the AI panel,
 * job info, history, status management, notes and the audit block, plus the typed delete.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CONFIRMATION_RULES } from '../../domain/confirmations';
import type { JobApplication } from '../../domain/types';
import { ApplicationAiPanel } from '../../ui/ai';
import { AuditInfo, useDetailContext, MoreActionsMenu, type MoreAction, TypedDeleteDialog, useDeleteRecord } from '../shared/detail';
import { ApplicationNotes } from './ApplicationNotes';
import { HistoryTimeline } from './HistoryTimeline';
import { JobInfoSection } from './JobInfoSection';
import { applicantName } from './names';
import { StatusManagement } from './StatusManagement';
import { APPLICATIONS_PATH } from './usePanelClose';

const T = 'resources.job-applications.screen';

export type ApplicationRecord = JobApplication & { id: string };

export function ApplicationPanelContent() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { record, editing, startEdit, exitEdit, refresh } = useDetailContext<ApplicationRecord>();
  const { reset } = useFormContext();
  const jobTitle = record.job?.title ?? record.designation ?? '';
  const deletion = useDeleteRecord({
    resource: 'job-applications',
    record,
    failureMessage: `${T}.errors.delete`,
    redirectTo: APPLICATIONS_PATH,
    onDeleted: () => {
      // A note or status not yet sent belongs to the deleted application: leave without asking.
      reset();
      // The list stays mounted under the panel: drop its cached rows so the deleted one goes.
      void queryClient.invalidateQueries({ queryKey: ['job-applications', 'getList'] });
    },
  });
  // Only what the signed-in role may do is offered (issue 13).
  const canEdit = useCanAccess({ resource: 'job-applications', action: 'edit' }).canAccess === true;
  const canDelete = useCanAccess({ resource: 'job-applications', action: 'delete' }).canAccess === true;
  const items: MoreAction[] = [
    ...(editing
      ? [{ label: 'resources.shared.detail.actions.exit_edit', onClick: exitEdit }]
      : canEdit
        ? [{ label: `${T}.actions.edit`, onClick: startEdit }]
        : []),
    { label: 'resources.shared.detail.actions.refresh', onClick: refresh },
    ...(canDelete ? [{ label: `${T}.actions.delete`, onClick: deletion.openDialog }] : []),
  ];
  const company = record.job?.company?.companyName ?? record.job?.companyName ?? record.companyName;

  return (
    <>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {applicantName(record)}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[jobTitle, company].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <MoreActionsMenu items={items} />
      </Stack>
      <ApplicationAiPanel application={record} onReload={refresh} />
      <JobInfoSection application={record} />
      <StatusManagement record={record} editing={editing} />
      <HistoryTimeline history={record.history} />
      <ApplicationNotes record={record} notes={record.notes} editing={editing} />
      <AuditInfo record={record} />
      <TypedDeleteDialog
        open={deletion.open}
        name={translate(`${T}.delete_name`)}
        expected={jobTitle}
        rule={CONFIRMATION_RULES['job-applications']}
        onClose={deletion.closeDialog}
        onConfirm={deletion.confirm}
        pending={deletion.pending}
        error={deletion.error}
      />
    </>
  );
}
