/**
 * The permissions table (issue 13): each role's rights per resource, read from the server
 * (GET /api/permissions), the same table the server enforces. Nothing here is hard-coded. On a
 * phone four roles side by side do not fit: one role at a time, chosen with tabs.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PermissionsTable } from '../../../providers/staff/types';
import { useStaffApi } from '../../../ui/activity/useStaffApi';
import { RightsCell } from './RightsCell';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 } as const;
const heading = { fontWeight: 600, verticalAlign: 'bottom' } as const;

export function PermissionsGrid() {
  const translate = useTranslate();
  const api = useStaffApi();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const query = useQuery({ queryKey: ['permissions'], queryFn: () => api!.permissions(), enabled: !!api, staleTime: Infinity });
  const title = translate('app.staff.permissions_title');
  if (!api) return null;
  if (query.isError) return <Alert severity="error">{translate('app.staff.permissions_failed')}</Alert>;
  if (!query.data) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isPhone ? <OneRoleAtATime table={query.data} title={title} /> : <AllRoles table={query.data} title={title} />}
    </Box>
  );
}

function ResourceName({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <TableCell component="th" scope="row" sx={{ whiteSpace: { sm: 'nowrap' }, width: { xs: '40%', sm: 'auto' } }}>
      {translate(`app.activity.entities.${resource}`)}
    </TableCell>
  );
}

function AllRoles({ table, title }: { table: PermissionsTable; title: string }) {
  const translate = useTranslate();
  return (
    // width 0 / min 100%: the table scrolls in its frame instead of widening the page
    <TableContainer sx={{ ...frame, overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={heading}>
              {translate('app.staff.resource')}
            </TableCell>
            {table.roles.map((role) => (
              <TableCell key={role.name} component="th" scope="col" sx={{ ...heading, minWidth: 150 }}>
                {role.name}
                <Typography variant="caption" component="div" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {role.description}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.resources.map((resource) => (
            <TableRow key={resource}>
              <ResourceName resource={resource} />
              {table.roles.map((role) => (
                <RightsCell key={role.name} table={table} role={role.name} resource={resource} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OneRoleAtATime({ table, title }: { table: PermissionsTable; title: string }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(table.roles[0]?.name ?? '');
  const role = table.roles.find((r) => r.name === shown);
  return (
    <Box sx={frame}>
      <Tabs value={shown} onChange={(_e, value: string) => setShown(value)} variant="scrollable" allowScrollButtonsMobile aria-label={translate('app.staff.role')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {table.roles.map((r) => (
          <Tab key={r.name} value={r.name} label={r.name} sx={{ minWidth: 0, px: 1.5 }} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {role?.description}
      </Typography>
      <Table size="small" aria-label={`${title}: ${shown}`}>
        <TableBody>
          {table.resources.map((resource) => (
            <TableRow key={resource} sx={{ '&:last-child > *': { borderBottom: 0 } }}>
              <ResourceName resource={resource} />
              <RightsCell table={table} role={shown} resource={resource} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
