/** Application statuses (spec §4): accepted success, pending warning, rejected error (colours: ../shared/statusColors). */
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/enums';

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

export const statusLabelKey = (status: string) => `resources.job-applications.screen.status.${status}`;
