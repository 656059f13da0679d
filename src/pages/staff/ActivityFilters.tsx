/**
 * The Activity screen's filters (issue 13): staff member (a picker of the staff list), entity and
 * action (the choices the trail records, domain/audit.ts) and a date range, each a `filter_<key>`
 * in the address like every list.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCanAccess, useTranslate } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../domain/audit';
import type { StaffApi } from '../../../providers/staff/types';
import { StaffPicker } from './StaffPicker';

export const ACTIVITY_FILTER_KEYS = ['actor', 'entity', 'action', 'from', 'to'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTER_KEYS)[number];

/** "note added" → "Note added": the trail's own words, as a choice reads. */
const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);

export function ActivityFilters({
  api,
  filters,
  setFilter,
}: {
  api: StaffApi;
  filters: Record<ActivityFilterKey, string>;
  setFilter(key: ActivityFilterKey, value: string): void;
}) {
  const translate = useTranslate();
  // a staff account's history goes with viewing staff accounts (server/audit/visibility.ts): a
  // role without it is not offered a filter the server would refuse
  const staffHistory = useCanAccess({ resource: 'staff', action: 'show' }).canAccess === true;
  const entities = AUDIT_ENTITIES.filter((entity) => entity !== 'staff' || staffHistory);
  const choice = (key: 'entity' | 'action', choices: ReadonlyArray<[string, string]>) => (
    <TextField size="small" select label={translate(`app.activity.${key}`)} value={filters[key]} onChange={(e) => setFilter(key, e.target.value)}>
      <MenuItem value="">{translate('app.activity.any')}</MenuItem>
      {choices.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (key: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      label={translate(`app.activity.${key}`)}
      value={filters[key]}
      onChange={(e) => setFilter(key, e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    // the staff picker shows emails: it takes a whole row on a phone
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > *': { flex: '1 1 180px', minWidth: 0 }, '& > .MuiAutocomplete-root': { flex: '2 1 260px' } }}>
      <StaffPicker api={api} value={filters.actor} onChange={(value) => setFilter('actor', value)} />
      {choice('entity', entities.map((entity) => [entity, translate(`app.activity.entities.${entity}`)]))}
      {choice('action', AUDIT_ACTIONS.map((action) => [action, actionLabel(action)]))}
      {date('from')}
      {date('to')}
    </Box>
  );
}
