/**
 * The Activity screen's staff filter (issue 13): type part of a name or email, pick the colleague
 * from the staff list; the address keeps their email (filter_actor), so the view can be linked.
 * Text that names no one on the list (a former colleague, a mistyped sign-in) still filters when
 * confirmed with Enter or by leaving the field.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LOOKUP_DEBOUNCE_MS } from '../../../domain/constants';
import type { StaffApi, StaffChoice } from '../../../providers/staff/types';
import { useDebouncedValue } from '../../../ui/lookup/useDebouncedValue';

const emailOf = (choice: StaffChoice | string | null) => (typeof choice === 'string' ? choice : (choice?.email ?? ''));

export function StaffPicker({ api, value, onChange }: { api: StaffApi; value: string; onChange(value: string): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(value);
  const [open, setOpen] = useState(false);
  // Back and forward in the browser change the address under the field.
  useEffect(() => setTyped(value), [value]);
  const search = useDebouncedValue(typed.trim(), LOOKUP_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['activity', 'staff', search],
    queryFn: () => api.activityStaff(search),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const commit = (next: string) => {
    if (next.trim() !== value) onChange(next.trim());
  };

  return (
    <Autocomplete<StaffChoice, false, false, true>
      freeSolo
      size="small"
      options={query.data?.content ?? []}
      value={value || null}
      inputValue={typed}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // the server searches names and emails; MUI must not filter its answer again
      filterOptions={(list) => list}
      getOptionLabel={emailOf}
      isOptionEqualToValue={(option, picked) => option.email === emailOf(picked)}
      loading={query.isFetching}
      loadingText={translate('app.activity.loading')}
      onInputChange={(_event, text, reason) => {
        // only what the user types is a search; MUI also writes the picked email itself
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') {
          setTyped('');
          commit('');
        }
      }}
      onChange={(_event, picked) => {
        setTyped(emailOf(picked));
        commit(emailOf(picked));
      }}
      onBlur={() => commit(typed)}
      slotProps={{ popper: { sx: { minWidth: 280 } } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <div>
              <Typography variant="body2">{option.fullName || option.email}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {option.email}
              </Typography>
            </div>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={translate('app.activity.staff')} placeholder={translate('app.activity.staff_hint')} />}
    />
  );
}
