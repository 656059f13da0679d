/**
 * The permissions table (issue 13): each role's rights per resource, read from the server
 * (GET /api/permissions), the same table the server enforces. Nothing here is hard-coded.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useStaffApi } from '../../../ui/activity/useStaffApi';

export function PermissionsGrid() {
  const translate = useTranslate();
  const api = useStaffApi();
  const query = useQuery({ queryKey: ['permissions'], queryFn: () => api!.permissions(), enabled: !!api, staleTime: Infinity });
  const title = translate('app.staff.permissions_title');
  if (!api) return null;
  if (query.isError) return <Alert severity="error">{translate('app.staff.permissions_failed')}</Alert>;
  const table = query.data;
  if (!table) return null;
  const label = (action: string) => table.actions.find((a) => a.name === action)?.label ?? action;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {table.roles.map((r) => `${r.name}: ${r.description}`).join(' ')}
      </Typography>
      <TableContainer sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto', width: 0, minWidth: '100%', maxWidth: { xs: 'calc(100vw - 32px)', sm: 'none' } }}>
        <Table size="small" aria-label={title} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                {translate('app.staff.resource')}
              </TableCell>
              {table.roles.map((role) => (
                <TableCell key={role.name} component="th" scope="col" sx={{ fontWeight: 600 }}>
                  {role.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.resources.map((resource) => (
              <TableRow key={resource}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`app.activity.entities.${resource}`)}
                </TableCell>
                {table.roles.map((role) => {
                  const granted = table.grants[role.name]?.[resource] ?? [];
                  return (
                    <TableCell key={role.name} data-role={role.name} data-resource={resource}>
                      {granted.length === 0 ? (
                        <Typography variant="body2" color="text.disabled">
                          {translate('app.staff.no_access')}
                        </Typography>
                      ) : (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {(table.applicable[resource] ?? []).filter((a) => granted.includes(a)).map((action) => (
                            <Chip key={action} size="small" variant="outlined" label={label(action)} />
                          ))}
                        </Box>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
