/**
 * /company-requests/{requestId} (spec §2): 'Company Request Details' with the request overview
 * (status chip, ID, created, last updated), the employer and the company, Approve / Reject while
 * pending, and the way back to /company-requests.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CompanyRequest } from '../../domain/types';
import { ErrorBlock } from '../../ui/components/ErrorBlock';
import { detailPath } from '../../ui/paths';
import { DetailHeader, LabeledValue, SectionCard, SectionGrid, ValueGrid, WideSection, formatAuditDate } from '../shared/detail';
import { RequestDecision } from './RequestDecision';
import { RecordActivity } from '../../ui/activity/RecordActivity';
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
  const { data, isPending, isFetching, error, refetch } = useGetOne<RequestRecord>('company-requests', { id }, { enabled: id !== '', retry: false });

  const employer = dash(data?.employerEmail);
  const company = dash(data?.company?.companyName);
  // The detail pages' layout (header, sections of label-above-value pairs, two by two on wide
  // screens) rather than a narrower page of its own.
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, sm: 2 } }}>
      <DetailHeader
        title={translate(`${T}.title`)}
        subtitle={data ? company : undefined}
        showAvatar={Boolean(data)}
        avatarUrl={data?.company?.logoUrl}
        avatarAlt={company}
        avatarInitialsOf={data?.company?.companyName ?? undefined}
        actions={
          <Button component={RouterLink} to="/company-requests" startIcon={<ArrowBackIcon />}>
            {translate(`${T}.back`)}
          </Button>
        }
      />
      {(isPending || isFetching) && id !== '' && !data && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {(error || (!isPending && !data)) && !isFetching && (
        <ErrorBlock message={translate(`${T}.errors.fetch`)} onRetry={() => void refetch()} />
      )}
      {data && (
        <SectionGrid>
          <WideSection>
            <SectionCard title={`${T}.overview`}>
              <ValueGrid columns={data.requestNote ? 2 : 3}>
                <LabeledValue
                  label="resources.company-requests.fields.status"
                  value={<Chip size="small" color={statusColor(data.status)} label={translate(`${T}.status.${data.status}`, { _: data.status })} />}
                />
                <LabeledValue label={`${T}.request_id`} value={data._id ?? data.id} />
                <LabeledValue label={`${T}.created`} value={formatAuditDate(data.createdAt)} />
                <LabeledValue label={`${T}.last_updated`} value={formatAuditDate(data.updatedAt)} />
                {data.requestNote ? <LabeledValue label={`${T}.request_note`} value={data.requestNote} /> : null}
              </ValueGrid>
              <RequestDecision requestId={String(data.id)} status={data.status} employer={employer} company={company} />
            </SectionCard>
          </WideSection>
          <SectionCard title={`${T}.employer`}>
            <ValueGrid>
              <LabeledValue label={`${T}.employer_email`} value={employer} />
              <LabeledValue label={`${T}.employer_id`} value={<RecordLink resource="employers" id={data.employeeId} />} />
            </ValueGrid>
          </SectionCard>
          <SectionCard title={`${T}.company`}>
            <ValueGrid>
              <LabeledValue label={`${T}.company_name`} value={company} />
              <LabeledValue label={`${T}.company_id`} value={<RecordLink resource="companies" id={data.companyId} />} />
            </ValueGrid>
          </SectionCard>
        </SectionGrid>
      )}
      {/* The request's history from the audit trail (issue 13). */}
      {data ? <RecordActivity resource="company-requests" id={String(data.id)} /> : null}
    </Stack>
  );
}
