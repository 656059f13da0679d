/**
 * /activity (issue 13): every audited event, newest first, 100 a page from the server, with
 * filters by staff member, entity, action and date range in the URL (filter_<key>, page) like
 * every list, and a CSV export of the filtered events. For roles that may list the trail.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessDenied } from '../../../ui/access/AccessDenied';
import { EventList } from '../../../ui/activity/EventList';
import { useStaffApi } from '../../../ui/activity/useStaffApi';
import { failureMessage as errorMessage } from '../../../ui/components/useDialogSubmit';
import { useUrlFilters } from './useUrlFilters';

const PAGE_SIZE = 100;
const FILTER_KEYS = ['actor', 'entity', 'action', 'from', 'to'] as const;
const ENTITIES: Array<[string, string]> = [
  ['jobs', 'Jobs'],
  ['jobseekers', 'Job seekers'],
  ['companies', 'Companies'],
  ['employers', 'Employers'],
  ['job-applications', 'Job applications'],
  ['company-requests', 'Company requests'],
  ['staff', 'Staff'],
  ['files', 'Files'],
];
const ACTIONS = [
  'create', 'update', 'delete', 'approve', 'reject', 'status change', 'note added', 'note deleted', 'file uploaded', 'file removed',
  'AI regenerated', 'role changed', 'deactivate', 'reactivate', 'password reset', 'password changed', 'sign-in', 'sign-in failed', 'sign-out',
];

export function ActivityPage() {
  const translate = useTranslate();
  const t = (key: string, fallback: string) => translate(`app.activity.${key}`, { _: fallback });
  const api = useStaffApi();
  const access = useCanAccess({ resource: 'activity', action: 'list' });
  const { filters, page, setFilter, setPage } = useUrlFilters(FILTER_KEYS);
  const query = useQuery({
    queryKey: ['activity', filters, page],
    queryFn: () => api!.activity(filters, page, PAGE_SIZE),
    enabled: !!api && access.canAccess === true,
    placeholderData: keepPreviousData,
  });
  if (access.canAccess === false) return <AccessDenied />;
  if (!api) return <Alert severity="info">{t('offline', 'The activity trail is kept by the server; the offline demo has none.')}</Alert>;

  const events = query.data?.content ?? [];
  const title = t('title', 'Activity');
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <div>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{t('description', 'Every change made in the console: who, when, what, and the values before and after.')}</Typography>
        </div>
        <Button component="a" href={api.activityCsvUrl(filters)} download="activity.csv" variant="outlined" startIcon={<DownloadIcon />}>
          {t('export', 'Export CSV')}
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > *': { flex: '1 1 180px' } }}>
        <TextField size="small" label={t('staff', 'Staff member')} placeholder={t('staff_hint', 'Name or email')} value={filters.actor} onChange={(e) => setFilter('actor', e.target.value)} />
        <TextField size="small" select label={t('entity', 'Entity')} value={filters.entity} onChange={(e) => setFilter('entity', e.target.value)}> 
          <MenuItem value="">{t('any', 'Any')}</MenuItem>
          {ENTITIES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" select label={t('action', 'Action')} value={filters.action} onChange={(e) => setFilter('action', e.target.value)}> 
          <MenuItem value="">{t('any', 'Any')}</MenuItem>
          {ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {action}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label={t('from', 'From')} value={filters.from} onChange={(e) => setFilter('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={t('to', 'To')} value={filters.to} onChange={(e) => setFilter('to', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
      <Card variant="outlined">
        <CardContent>
          {events.length === 0 ? (
            <Typography color="text.secondary">{query.isPending ? t('loading', 'Loading…') : t('none', 'No activity matches these filters.')}</Typography>
          ) : (
            <EventList events={events} withRecord label={title} />
          )}
          <TablePagination
            component="div"
            count={query.data?.totalElements ?? 0}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, value) => setPage(value)}
          />
        </CardContent>
      </Card>
      <Typography variant="body2" color="text.secondary">
        <Link to="/user-rbac">{translate('app.user_rbac.title')}</Link>
      </Typography>
    </Stack>
  );
}
