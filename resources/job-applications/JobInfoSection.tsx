/**
 * Job information of the application (spec §2): the job, its company, the applicant and the
 * current status, with buttons opening the job seeker, the job and the company in a new tab.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { JobApplication } from '../../domain/types';
import { formatAuditDate, LabeledValue, ValueGrid, SectionCard } from '../shared/detail';
import { joinParts } from '../shared/format';
import { detailPath } from '../../ui/paths';
import { applicantName } from './names';
import { statusColor } from '../shared/statusColors';
import { statusLabelKey } from './status';

const T = 'resources.job-applications.screen.job_info';

function NewTabButton({ to, label }: { to: string | null; label: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      endIcon={<OpenInNewIcon fontSize="small" />}
      disabled={to === null}
      {...(to === null ? {} : { component: 'a', href: to, target: '_blank', rel: 'noopener noreferrer' })}
    >
      {label}
    </Button>
  );
}

export function JobInfoSection({ application }: { application: JobApplication }) {
  const translate = useTranslate();
  const { job, jobSeeker } = application;
  const companyId = job?.companyId ?? null;
  const location = job?.location || joinParts(job?.city, job?.state, job?.country) || application.location;
  return (
    <SectionCard title={`${T}.title`}>
      <Stack spacing={2}>
        <ValueGrid>
          <LabeledValue label={`${T}.job_title`} value={job?.title ?? application.designation} />
          <LabeledValue label={`${T}.company`} value={job?.company?.companyName ?? job?.companyName ?? application.companyName} />
          <LabeledValue label={`${T}.location`} value={location} />
          <LabeledValue
            label={`${T}.current_status`}
            value={
              <Chip
                size="small"
                color={statusColor(application.status)}
                label={translate(statusLabelKey(application.status), { _: application.status })}
              />
            }
          />
          <LabeledValue label={`${T}.applicant`} value={applicantName(application)} />
          <LabeledValue label={`${T}.email`} value={jobSeeker?.personalDetails.email} />
          <LabeledValue label={`${T}.applied_on`} value={formatAuditDate(application.createdAt)} />
        </ValueGrid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
          <NewTabButton to={application.jobSeekerId ? detailPath('jobseekers', application.jobSeekerId) : null} label={translate(`${T}.open_seeker`)} />
          <NewTabButton to={application.jobId ? detailPath('jobs', application.jobId) : null} label={translate(`${T}.open_job`)} />
          <NewTabButton to={companyId ? detailPath('companies', companyId) : null} label={translate(`${T}.open_company`)} />
        </Stack>
      </Stack>
    </SectionCard>
  );
}
