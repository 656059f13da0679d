/** The staff routes as the server answers them, with the server's own permissions table. */
import { vi } from 'vitest';
import type { AuditEvent, Filters, StaffApi, StaffChoice, StaffMember } from '../../../providers/staff/types';
import { permissionsTable } from '../../../server/auth/roles';

export const STAFF_CHOICES: StaffChoice[] = [
  { id: 's-1', email: 'ann@picker.test', fullName: 'Ann Picker' },
  { id: 's-2', email: 'joann@picker.test', fullName: 'Joann Picker' },
];

export const anEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 1,
  at: new Date().toISOString(),
  actorId: 's-1',
  actorEmail: 'ann@picker.test',
  actorName: 'Ann Picker',
  entity: 'jobs',
  entityId: 'job-1',
  action: 'update',
  summary: 'Stone Setter',
  changes: { salary: ['15k per month', '18k per month'] },
  ...overrides,
});

export const aMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 's-3',
  email: 'ravi.recruiter@example.com',
  firstName: 'Ravi',
  lastName: 'Mehta',
  fullName: 'Ravi Mehta',
  role: 'Recruiter',
  status: 'active',
  lastSignInAt: null,
  mustChangePassword: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

export function fakeStaffApi(events: AuditEvent[] = [anEvent()], members: StaffMember[] = []) {
  const page = <T>(content: T[]) => ({ content, totalElements: content.length });
  return {
    permissions: vi.fn(async () => permissionsTable()),
    listStaff: vi.fn(async () => page(members)),
    createStaff: vi.fn(),
    updateStaff: vi.fn(),
    setActive: vi.fn(),
    resetPassword: vi.fn(),
    activity: vi.fn(async (_filters: Filters, _page: number, _size?: number) => page(events)),
    activityStaff: vi.fn(async (q: string) => page(STAFF_CHOICES.filter((s) => `${s.fullName} ${s.email}`.toLowerCase().includes(q.toLowerCase())))),
    recordActivity: vi.fn(async () => page(events)),
    activityCsvUrl: vi.fn(() => '/api/activity.csv'),
    mySessions: vi.fn(async () => []),
    signOutOthers: vi.fn(async () => 0),
  } satisfies StaffApi;
}
