/**
 * The one colour of each status (spec §2, §4): applications (accepted, pending, rejected),
 * company requests (approved success, rejected error, pending warning) and companies. Lists'
 * dots and chips, the application panel's chips and its history all read it.
 */
import type { ApplicationStatus, CompanyRequestStatus, CompanyStatus } from '../../domain/enums';

export type StatusColor = 'success' | 'warning' | 'error' | 'default';

const COLORS: Record<ApplicationStatus | CompanyRequestStatus | CompanyStatus, StatusColor> = {
  accepted: 'success',
  approved: 'success',
  active: 'success',
  pending: 'warning',
  rejected: 'error',
};

/** A status's palette colour, 'default' for anything unknown. */
export function statusColor(status: unknown): StatusColor {
  return typeof status === 'string' && Object.hasOwn(COLORS, status) ? COLORS[status as keyof typeof COLORS] : 'default';
}

/** The same colour as an sx colour (for dots): success.main, ..., grey.500 when unknown. */
export function statusDotColour(status: unknown): string {
  const color = statusColor(status);
  return color === 'default' ? 'grey.500' : `${color}.main`;
}
