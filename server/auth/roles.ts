/**
 * Staff roles and what each may do: the permissions table. It is data served to the console
 * (GET /api/permissions), which offers only what the signed-in role may do; the server checks
 * every operation against it (server/auth/access.ts), so hiding a button is never the protection.
 */

export const ROLES = ['Super Admin', 'Admin', 'Recruiter', 'Viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The records and screens rights are given on. `activity` is the audit trail; `staff` the staff
 * accounts; `shared-views` the saved list views published to the whole team (a private view is
 * anyone's own, a shared one shows on every colleague's list).
 */
export const PERMISSION_RESOURCES = [
  'jobs',
  'jobseekers',
  'companies',
  'employers',
  'job-applications',
  'company-requests',
  'activity',
  'staff',
  'shared-views',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'approve', 'export', 'ai', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const ACTION_LABELS: Record<PermissionAction, string> = {
  list: 'List',
  show: 'Show',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  export: 'Export',
  ai: 'Run AI',
  manage: 'Manage staff',
};

/** Which actions make sense on which resource (a cell outside these is never granted). */
const APPLICABLE: Record<PermissionResource, readonly PermissionAction[]> = {
  jobs: ['list', 'show', 'create', 'edit', 'delete', 'export', 'ai'],
  jobseekers: ['list', 'show', 'edit', 'delete', 'export', 'ai'],
  companies: ['list', 'show', 'create', 'edit', 'delete', 'approve', 'export'],
  employers: ['list', 'show', 'edit', 'delete', 'export'],
  'job-applications': ['list', 'show', 'edit', 'delete', 'export'],
  'company-requests': ['list', 'show', 'approve', 'export'],
  activity: ['list', 'show', 'export'],
  staff: ['list', 'show', 'create', 'edit', 'manage'],
  // sharing a view (saving it shared, or sharing one's own later); seeing them needs no right
  'shared-views': ['create'],
};

type Grants = Partial<Record<PermissionResource, readonly PermissionAction[]>>;

const READ: readonly PermissionAction[] = ['list', 'show'];
const everything = (except: PermissionResource[] = []): Grants =>
  Object.fromEntries(PERMISSION_RESOURCES.filter((r) => !except.includes(r)).map((r) => [r, APPLICABLE[r]]));

const GRANTS: Record<Role, Grants> = {
  'Super Admin': everything(),
  Admin: everything(['staff']),
  // Views everything; creates and edits jobs, job seekers (notes included) and applications
  // (their status); runs the AI actions. No deletes, no approvals, no company/employer edits.
  Recruiter: {
    jobs: ['list', 'show', 'create', 'edit', 'export', 'ai'],
    jobseekers: ['list', 'show', 'edit', 'export', 'ai'],
    companies: ['list', 'show', 'export'],
    employers: ['list', 'show', 'export'],
    'job-applications': ['list', 'show', 'edit', 'export'],
    'company-requests': ['list', 'show', 'export'],
    // A record's own history on its page; the global Activity screen is for administrators.
    activity: ['show'],
    'shared-views': ['create'],
  },
  // Reads, and keeps views of its own; publishes nothing the team sees.
  Viewer: {
    jobs: READ,
    jobseekers: READ,
    companies: READ,
    employers: READ,
    'job-applications': READ,
    'company-requests': READ,
    activity: ['show'],
  },
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  'Super Admin': 'Everything, including staff accounts and roles.',
  Admin: 'Everything except staff administration.',
  Recruiter: 'Views everything; creates and edits jobs, job seekers and applications, adds notes, runs AI. No deletes or approvals.',
  Viewer: 'Read only (its own saved views aside).',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: string, resource: PermissionResource, action: PermissionAction): boolean {
  if (!isRole(role)) return false;
  return GRANTS[role][resource]?.includes(action) ?? false;
}

/** The table the console shows and reads its rights from. */
export interface PermissionsTable {
  roles: Array<{ name: Role; description: string }>;
  resources: PermissionResource[];
  actions: Array<{ name: PermissionAction; label: string }>;
  /** applicable[resource] = actions that exist on it. */
  applicable: Record<PermissionResource, readonly PermissionAction[]>;
  /** grants[role][resource] = actions allowed. */
  grants: Record<Role, Grants>;
}

export function permissionsTable(): PermissionsTable {
  return {
    roles: ROLES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })),
    resources: [...PERMISSION_RESOURCES],
    actions: PERMISSION_ACTIONS.map((name) => ({ name, label: ACTION_LABELS[name] })),
    applicable: APPLICABLE,
    grants: GRANTS,
  };
}

const RESOURCE_LABELS: Record<PermissionResource, string> = {
  jobs: 'jobs',
  jobseekers: 'job seekers',
  companies: 'companies',
  employers: 'employers',
  'job-applications': 'job applications',
  'company-requests': 'company requests',
  activity: 'the activity trail',
  staff: 'staff accounts',
  'shared-views': 'views shared with the team',
};

const VERBS: Record<PermissionAction, string> = {
  list: 'list',
  show: 'view',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  approve: 'approve or reject',
  export: 'export',
  ai: 'run AI actions on',
  manage: 'manage',
};

/**
 * "Your role (Viewer) cannot edit jobs. Ask a Super Admin…"; for an action that exists for no role
 * on that resource (deleting company requests: they are approved or rejected), "No role can delete
 * company requests.": a Super Admin was told their own role could not and to ask a Super Admin.
 */
export function forbiddenMessage(role: string, resource: PermissionResource, action: PermissionAction): string {
  if (!APPLICABLE[resource].includes(action)) return `No role can ${VERBS[action]} ${RESOURCE_LABELS[resource]}.`;
  return `Your role (${role || 'none'}) cannot ${VERBS[action]} ${RESOURCE_LABELS[resource]}. Ask a Super Admin if you need this.`;
}
