/** Application status colours (spec §4): accepted success, pending warning, rejected error. */
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/enums';

export type StatusColor = 'success' | 'warning' | 'error' | 'default';

const COLORS: Record<ApplicationStatus, StatusColor> = {
  accepted: 'success',
  pending: 'warning',
  rejected: 'error',
};

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

export function applicationStatusColor(status: unknown): StatusColor {
  return isApplicationStatus(status) ? COLORS[status] : 'default';
}

export const statusLabelKey = (status: string) => `resources.job-applications.screen.status.${status}`;
