/**
 * /company-requests/{requestId} (spec §2): 'Company Request Details' with the request overview
 * (status chip, ID, created, last updated), the employer and the company, Approve / Reject while
 * pending, and the way back to /company-requests.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CompanyRequest } from '../../domain/types';
import { detailPath } from '../shared/paths';
import { formatAuditDate } from '../shared/detail/audit';
import { InfoCard } from './InfoCard';
import { RequestDecision } from './RequestDecision';
import { statusColor } from '../shared/statusColors';

const T = 'resources.company-requests.screen';

type RequestRecord = CompanyRequest & { id: string };

const dash = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '-');

function RecordLink({ resource, id }: { resource: string; id: string | null | undefined }) {
  if (!id) return <>-</>;
  return (
    <Link component={RouterLink} to={detailPath(resource, id)}>
      {id}
    </Link>
  );
}

export function CompanyRequestShow() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  // No silent retries: a missing or unreadable request says so at once, and Retry is one click.
  const { data, isPending, error, refetch } = useGetOne<RequestRecord>('company-requests', { id }, { enabled: id !== '', retry: false });

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate(`${T}.title`)}
        </Typography>
        <Button component={RouterLink} to="/company-requests" startIcon={<ArrowBackIcon />}>
          {translate(`${T}.back`)}
        </Button>
      </Stack>
      {isPending && id !== '' && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {(error || (!isPending && !data)) && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('ra.action.refresh')}
            </Button>
          }
        >
          {translate(`${T}.errors.fetch`)}
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <InfoCard
            title={translate(`${T}.overview`)}
            lines={[
              {
                label: translate('resources.company-requests.fields.status'),
                value: (
                  <Chip
                    size="small"
                    color={statusColor(data.status)}
                    label={translate(`${T}.status.${data.status}`, { _: data.status })}
                  />
                ),
              },
              { label: translate(`${T}.request_id`), value: data._id ?? data.id },
              { label: translate(`${T}.created`), value: formatAuditDate(data.createdAt) ?? '-' },
              { label: translate(`${T}.last_updated`), value: formatAuditDate(data.updatedAt) ?? '-' },
              ...(data.requestNote ? [{ label: translate(`${T}.request_note`), value: data.requestNote }] : []),
            ]}
          >
            <RequestDecision requestId={String(data.id)} status={data.status} />
          </InfoCard>
          <InfoCard
            title={translate(`${T}.employer`)}
            lines={[
              { label: translate(`${T}.employer_email`), value: dash(data.employerEmail) },
              { label: translate(`${T}.employer_id`), value: <RecordLink resource="employers" id={data.employeeId} /> },
            ]}
          />
          <InfoCard
            title={translate(`${T}.company`)}
            lines={[
              { label: translate(`${T}.company_name`), value: dash(data.company?.companyName) },
              { label: translate(`${T}.company_id`), value: <RecordLink resource="companies" id={data.companyId} /> },
            ]}
          />
        </Stack>
      )}
    </Box>
  );
}
