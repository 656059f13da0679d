/** The request status chip of spec §4: approved success, rejected error, pending warning. */
import type { CompanyRequestStatus } from '../../domain/enums';

export type ChipColor = 'success' | 'error' | 'warning' | 'default';

const COLORS: Record<CompanyRequestStatus, ChipColor> = {
  approved: 'success',
  rejected: 'error',
  pending: 'warning',
};

export function requestStatusColor(status: unknown): ChipColor {
  return typeof status === 'string' && status in COLORS ? COLORS[status as CompanyRequestStatus] : 'default';
}

/** Only a pending request can still be decided (spec §4). */
export const isDecidable = (status: unknown) => status === 'pending';
