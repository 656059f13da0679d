/**
 * The company picker of internal jobs (spec §7): getAllCompanies page 0, size 100, filter
 * companyName, debounced 400 ms, and only when text is present. Picking stores companyId, and
 * the company's name and logo for the header and the form.
 */
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type { CompanyRef } from '../../../domain/types';
import { LookupPicker, type LookupOption } from '../../../ui/lookup/LookupPicker';

export interface CompanyOption {
  _id: string;
  companyName: string | null;
  logoUrl: string | null;
}

const toOption = (row: CompanyOption): LookupOption => ({ _id: row._id, label: row.companyName ?? '' });

const TEXTS = {
  typeToSearch: 'resources.jobs.screen.pickers.company_type',
  none: 'resources.jobs.screen.pickers.company_none',
  searching: 'resources.jobs.screen.pickers.searching',
};

export function CompanyPicker({ disabled }: { disabled?: boolean }) {
  return (
    <LookupPicker<CompanyOption>
      source="companyId"
      labelSource="companyName"
      resource="companies"
      filterKey="companyName"
      onlyWithText
      toOption={toOption}
      label="resources.jobs.screen.fields.company"
      required
      disabled={disabled}
      texts={TEXTS}
      onPicked={(row, setValue) => {
        const company: CompanyRef | null = row ? { companyName: row.companyName, logoUrl: row.logoUrl } : null;
        setValue('company', company);
      }}
      renderOption={(option, row) => (
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Avatar src={row?.logoUrl ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 28, fontSize: 14 }}>
            {option.label.charAt(0)}
          </Avatar>
          <span>{option.label}</span>
        </Stack>
      )}
    />
  );
}
