/**
 * /activity (issue 13): every audited event, newest first, 100 a page from the server, with
 * filters by staff member, entity, action and date range in the URL (ActivityFilters) like every
 * list, and a CSV export of the filtered events. For roles that may list the trail.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LIST_PAGE_SIZE } from '../../../domain/constants';
import { AccessDenied } from '../../../ui/access/AccessDenied';
import { EventList } from '../../../ui/activity/EventList';
import { useStaffApi } from '../../../ui/activity/useStaffApi';
import { failureMessage as errorMessage } from '../../../ui/components/useDialogSubmit';
import { ACTIVITY_FILTER_KEYS, ActivityFilters } from './ActivityFilters';
import { useUrlFilters } from './useUrlFilters';

export function ActivityPage() {
  const translate = useTranslate();
  const api = useStaffApi();
  const access = useCanAccess({ resource: 'activity', action: 'list' });
  const { filters, page, setFilter, setPage } = useUrlFilters(ACTIVITY_FILTER_KEYS);
  const query = useQuery({
    queryKey: ['activity', filters, page],
    queryFn: () => api!.activity(filters, page, LIST_PAGE_SIZE),
    enabled: !!api && access.canAccess === true,
    placeholderData: keepPreviousData,
  });
  if (access.canAccess === false) return <AccessDenied />;
  if (!api) return <Alert severity="info">{translate('app.activity.offline')}</Alert>;

  const events = query.data?.content ?? [];
  const title = translate('app.activity.title');
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <div>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate('app.activity.description')}</Typography>
        </div>
        <Button component="a" href={api.activityCsvUrl(filters)} download="activity.csv" variant="outlined" startIcon={<DownloadIcon />}>
          {translate('app.activity.export')}
        </Button>
      </Stack>
      <ActivityFilters api={api} filters={filters} setFilter={setFilter} />
      {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
      <Card variant="outlined">
        <CardContent>
          {events.length === 0 ? (
            <Typography color="text.secondary">{query.isPending ? translate('app.activity.loading') : translate('app.activity.none')}</Typography>
          ) : (
            <EventList events={events} withRecord label={title} />
          )}
          <TablePagination
            component="div"
            count={query.data?.totalElements ?? 0}
            page={page}
            rowsPerPage={LIST_PAGE_SIZE}
            rowsPerPageOptions={[LIST_PAGE_SIZE]}
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
