/** Shapes of the staff administration, permissions and audit trail routes (server/rest/staff.ts, activity.ts). */

export const ROLE_NAMES = ['Super Admin', 'Admin', 'Recruiter', 'Viewer'] as const;

export interface PermissionsTable {
  roles: Array<{ name: string; description: string }>;
  resources: string[];
  actions: Array<{ name: string; label: string }>;
  applicable: Record<string, readonly string[]>;
  grants: Record<string, Partial<Record<string, readonly string[]>>>;
}

export interface StaffMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: string;
  status: 'active' | 'deactivated' | string;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
  createdAt: string;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface AuditEvent {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  summary: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}

/** A staff member as the Activity screen's staff picker offers them: who, not their rights. */
export interface StaffChoice {
  id: string;
  email: string;
  fullName: string;
}

export interface OwnSession {
  id: string;
  current: boolean;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
}

/** `filter_<key>` values, as in every list URL. */
export type Filters = Record<string, string>;

export interface StaffApi {
  permissions(): Promise<PermissionsTable>;
  listStaff(filters: Filters, page: number, size: number): Promise<Page<StaffMember>>;
  createStaff(input: { email: string; firstName: string; lastName: string; role: string; password: string }): Promise<StaffMember>;
  updateStaff(id: string, input: { firstName: string; lastName: string; role: string }): Promise<StaffMember>;
  setActive(id: string, active: boolean): Promise<StaffMember>;
  resetPassword(id: string, password: string): Promise<StaffMember>;
  activity(filters: Filters, page: number, size?: number): Promise<Page<AuditEvent>>;
  /** Staff whose name or email contains `q`, for the Activity screen's staff filter. */
  activityStaff(q: string): Promise<Page<StaffChoice>>;
  recordActivity(entity: string, id: string, page: number, size: number): Promise<Page<AuditEvent>>;
  /** The address of the filtered events as CSV (a download link, sent with the session cookie). */
  activityCsvUrl(filters: Filters): string;
  mySessions(): Promise<OwnSession[]>;
  signOutOthers(): Promise<number>;
}
