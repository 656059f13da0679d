/** One role's rights on one resource: its actions as chips, in the table's order, or "No access". */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PermissionsTable } from '../../../providers/staff/types';

export function RightsCell({ table, role, resource }: { table: PermissionsTable; role: string; resource: string }) {
  const translate = useTranslate();
  const granted = table.grants[role]?.[resource] ?? [];
  const actions = (table.applicable[resource] ?? []).filter((action) => granted.includes(action));
  const label = (action: string) => table.actions.find((a) => a.name === action)?.label ?? action;
  return (
    <TableCell data-role={role} data-resource={resource}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.disabled">
          {translate('app.staff.no_access')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {actions.map((action) => (
            <Chip key={action} size="small" variant="outlined" label={label(action)} />
          ))}
        </Box>
      )}
    </TableCell>
  );
}
