import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStaffApi } from '../../../ui/activity/useStaffApi';
import { ComingSoon } from '../../../ui/components/ComingSoon';
import { PermissionsGrid } from '../staff/PermissionsGrid';
import { StaffSection } from '../staff/StaffSection';

/**
 * /user-rbac keeps the spec's title and description and holds the staff administration (for
 * roles that manage staff) and the permissions table every role may read (issue 13).
 */
export function UserRbacPage() {
  const translate = useTranslate();
  const api = useStaffApi();
  const manage = useCanAccess({ resource: 'staff', action: 'list' }).canAccess === true;
  const activity = useCanAccess({ resource: 'activity', action: 'list' }).canAccess === true;
  const title = translate('app.user_rbac.title');
  const description = translate('app.user_rbac.description');
  // The offline demo has no staff accounts to manage.
  if (!api) return <ComingSoon title={title} description={description} />;
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'flex-start' }}>
        <div>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{description}</Typography>
        </div>
        {activity ? (
          <Button component={Link} to="/activity" variant="outlined">
            {translate('app.activity.title')}
          </Button>
        ) : null}
      </Stack>
      {manage ? <StaffSection api={api} /> : null}
      <PermissionsGrid />
    </Stack>
  );
}
