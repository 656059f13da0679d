/**
 * The employer picker of internal jobs (spec §7): getAllEmployers page 0, size 100, filter
 * personalDetails.email, debounced 400 ms. Unlike the company picker it also lists employers
 * before any text is typed, once opened. Picking stores employerId and shows the email.
 */
import { LookupPicker, type LookupOption } from '../../../ui/lookup/LookupPicker';

export interface EmployerOption {
  _id: string;
  personalDetails?: { email?: string | null; fullName?: string | null } | null;
}

const toOption = (row: EmployerOption): LookupOption => ({ _id: row._id, label: row.personalDetails?.email ?? '' });

const TEXTS = {
  typeToSearch: 'resources.jobs.screen.pickers.employer_none',
  none: 'resources.jobs.screen.pickers.employer_none',
  searching: 'resources.jobs.screen.pickers.searching',
};

export function EmployerPicker({ disabled }: { disabled?: boolean }) {
  return (
    <LookupPicker<EmployerOption>
      source="employerId"
      labelSource="employerEmail"
      resource="employers"
      filterKey="personalDetails.email"
      onlyWithText={false}
      toOption={toOption}
      label="resources.jobs.screen.fields.employer"
      disabled={disabled}
      texts={TEXTS}
      renderOption={(option, row) => (
        <span>
          {option.label}
          {row?.personalDetails?.fullName ? ` (${row.personalDetails.fullName})` : ''}
        </span>
      )}
    />
  );
}
