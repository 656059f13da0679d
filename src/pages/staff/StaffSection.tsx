/**
 * Staff administration (issue 13): the staff list with filters in the URL (filter_q,
 * filter_role, filter_status and page, like every list), add, edit, deactivate / reactivate and
 * reset password. Only for roles that manage staff (Super Admin).
 */
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ROLE_NAMES, type StaffApi, type StaffMember } from '../../../providers/staff/types';
import { failureMessage as errorMessage } from '../../../ui/components/useDialogSubmit';
import { ResetPasswordDialog, StaffFormDialog } from './StaffDialogs';
import { useUrlFilters } from './useUrlFilters';

const STAFF_FILTER_KEYS = ['q', 'role', 'status'] as const;

const PAGE_SIZE = 25;
type Dialog = { kind: 'create' } | { kind: 'edit'; member: StaffMember } | { kind: 'reset'; member: StaffMember } | null;

function StatusChips({ member }: { member: StaffMember }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        color={member.status === 'active' ? 'success' : 'default'}
        variant="outlined"
        label={member.status === 'active' ? translate('app.staff.active') : translate('app.staff.deactivated_status')}
      />
      {member.mustChangePassword ? <Chip size="small" variant="outlined" label={translate('app.staff.temporary')} /> : null}
    </Box>
  );
}

export function StaffSection({ api }: { api: StaffApi }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { filters, page, setFilter, setPage } = useUrlFilters(STAFF_FILTER_KEYS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; member: StaffMember } | null>(null);

  const list = useQuery({
    queryKey: ['staff', filters, page],
    queryFn: () => api.listStaff(filters, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const toggle = useMutation({
    mutationFn: (member: StaffMember) => api.setActive(member.id, member.status !== 'active'),
    onSuccess: (member) => {
      notify(member.status === 'active' ? translate('app.staff.reactivated') : translate('app.staff.deactivated'), { type: 'success' });
      void refresh();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });

  const rows = list.data?.content ?? [];
  return (
    <Box component="section" aria-label={translate('app.staff.list_title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="space-between" sx={{ mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('app.staff.list_title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
          {translate('app.staff.add')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <TextField size="small" label={translate('app.staff.search')} value={filters.q} onChange={(e) => setFilter('q', e.target.value)} sx={{ minWidth: 240 }} />
        <TextField size="small" select label={translate('app.staff.role')} value={filters.role} onChange={(e) => setFilter('role', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{translate('app.staff.any')}</MenuItem>
          {ROLE_NAMES.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" select label={translate('app.staff.status')} value={filters.status} onChange={(e) => setFilter('status', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{translate('app.staff.any')}</MenuItem>
          <MenuItem value="active">{translate('app.staff.active')}</MenuItem>
          <MenuItem value="deactivated">{translate('app.staff.deactivated_status')}</MenuItem>
        </TextField>
      </Stack>
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      <TableContainer sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto', width: 0, minWidth: '100%', maxWidth: { xs: 'calc(100vw - 32px)', sm: 'none' } }}>
        <Table size="small" aria-label={translate('app.staff.list_title')} sx={{ minWidth: isPhone ? 0 : 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.staff.name')}</TableCell>
              {isPhone ? null : <TableCell>{translate('app.staff.email')}</TableCell>}
              <TableCell>{translate('app.staff.role')}</TableCell>
              {isPhone ? null : <TableCell>{translate('app.staff.status')}</TableCell>}
              {isPhone ? null : <TableCell>{translate('app.staff.last_sign_in')}</TableCell>}
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.staff.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((member) => (
              <TableRow key={member.id} hover data-email={member.email}>
                {isPhone ? (
                  // a phone keeps name, role and actions in view; email and status go under them
                  <>
                    <TableCell>
                      {member.fullName}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {/* a narrow column breaks the address after the @, not inside a word */}
                        {member.email.split('@')[0]}@<wbr />{member.email.split('@').slice(1).join('@')}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {member.role}
                      <StatusChips member={member} />
                    </TableCell>
                  </>
                ) : (
                  <>
                    <TableCell>{member.fullName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                    <TableCell>{member.role}</TableCell>
                    <TableCell>
                      <StatusChips member={member} />
                    </TableCell>
                    <TableCell>{member.lastSignInAt ? formatDistanceToNow(new Date(member.lastSignInAt), { addSuffix: true }) : translate('app.staff.never')}</TableCell>
                  </>
                )}
                <TableCell align="right">
                  <IconButton aria-label={translate('app.staff.actions_for', { email: member.email })} onClick={(e) => setMenu({ anchor: e.currentTarget, member })}>
                    <MoreVertIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !list.isPending ? (
              <TableRow>
                <TableCell colSpan={isPhone ? 3 : 6}>
                  <Typography color="text.secondary">{translate('app.staff.empty')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.data?.totalElements ?? 0}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, value) => setPage(value)}
      />
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        {menu
          ? [
              <MenuItem key="edit" onClick={() => { setDialog({ kind: 'edit', member: menu.member }); setMenu(null); }}>
                {translate('app.staff.edit')}
              </MenuItem>,
              <MenuItem key="reset" onClick={() => { setDialog({ kind: 'reset', member: menu.member }); setMenu(null); }}>
                {translate('app.staff.reset')}
              </MenuItem>,
              <MenuItem key="toggle" onClick={() => { toggle.mutate(menu.member); setMenu(null); }}>
                {menu.member.status === 'active' ? translate('app.staff.deactivate') : translate('app.staff.reactivate')}
              </MenuItem>,
            ]
          : null}
      </Menu>
      {dialog?.kind === 'create' ? (
        <StaffFormDialog
          member={null}
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            await api.createStaff(values);
            notify(translate('app.staff.created'), { type: 'success' });
            await refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <StaffFormDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            await api.updateStaff(dialog.member.id, { firstName: values.firstName, lastName: values.lastName, role: values.role });
            notify(translate('app.staff.updated'), { type: 'success' });
            await refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ResetPasswordDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSubmit={async (password) => {
            await api.resetPassword(dialog.member.id, password);
            notify(translate('app.staff.password_reset'), { type: 'success' });
            await refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
