/** Approval Status choices (spec §4: pending, active, rejected, freely selectable). */
import { COMPANY_STATUSES } from '../../domain/enums';

export const COMPANY_STATUS_CHOICES = COMPANY_STATUSES.map((status) => ({
  id: status,
  name: `resources.companies.screen.status.${status}`,
}));
