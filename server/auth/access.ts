/**
 * Roles enforced on the server, in one place, for every GraphQL operation and REST route.
 *
 * Each operation and route names the (resource, action) it needs, or SELF for what every signed-in
 * person may do about themselves (their profile, password, sessions, sign-out). An operation or
 * route missing from these maps is refused for everyone: a new one cannot slip through unchecked,
 * and the role × operation test (tests/server/security/roles.test.ts) fails until it is placed.
 * A refusal happens before any resolver or handler runs, so it changes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RestErrorBody } from '../../domain/errors';
import { isListName } from '../../domain/filters';
import { runAsActor } from '../audit/actorScope';
import { STAFF_HISTORY } from '../audit/visibility';
import type { SessionUser } from '../graphql/context';
import { can, forbiddenMessage, type PermissionAction, type PermissionResource } from './roles';

export const SELF = 'self' as const;
/**
 * What a signed-in person does with their own data beyond getting signed in properly (their saved
 * views; sharing one with the team also needs the shared-views right, checked by the service):
 * any role, but not while the password is still the temporary one a Super Admin set. SELF stays
 * open then: the profile, password and sign-out.
 */
export const OWN = 'own' as const;
export type Requirement = { resource: PermissionResource; action: PermissionAction } | typeof SELF | typeof OWN;

const need = (resource: PermissionResource, action: PermissionAction): Requirement => ({ resource, action });

/** Every root field of domain/schema.graphql. */
export const GRAPHQL_ACCESS: Record<string, Requirement> = {
  // Query
  getAllJobApplications: need('job-applications', 'list'),
  getJobApplicationById: need('job-applications', 'show'),
  getAllCompanyRequests: need('company-requests', 'list'),
  getCompanyRequest: need('company-requests', 'show'),
  getCompanyById: need('companies', 'show'),
  getAllCompanies: need('companies', 'list'),
  getAllJobs: need('jobs', 'list'),
  getJobById: need('jobs', 'show'),
  getAllJobSeekers: need('jobseekers', 'list'),
  getJobSeekerById: need('jobseekers', 'show'),
  getAllEmployers: need('employers', 'list'),
  getEmployerById: need('employers', 'show'),
  // Reading stored relevance is viewing the job's page; building vectors is `ai` (below).
  getRelevantCandidates: need('jobs', 'show'),
  getRelevancyScore: need('jobs', 'show'),
  explainMatch: need('jobs', 'show'),
  // Searches only the lists the role may list (the service leaves the others out).
  globalSearch: need('jobs', 'list'),
  // A staff member's own saved views and the team's shared ones; the service checks the list name.
  savedViews: OWN,
  // Mutation
  updateJobApplicationById: need('job-applications', 'edit'),
  deleteJobApplicationById: need('job-applications', 'delete'),
  updateCompanyRequest: need('company-requests', 'approve'),
  createCompany: need('companies', 'create'),
  updateCompanyById: need('companies', 'edit'),
  deleteCompanyById: need('companies', 'delete'),
  updateEmployerById: need('employers', 'edit'),
  deleteEmployerById: need('employers', 'delete'),
  createJob: need('jobs', 'create'),
  updateJobById: need('jobs', 'edit'),
  deleteJobById: need('jobs', 'delete'),
  createJobEmbedding: need('jobs', 'ai'),
  createJobSeekerOverview: need('jobseekers', 'ai'),
  createJobSeekerEmbedding: need('jobseekers', 'ai'),
  updateJobSeekerById: need('jobseekers', 'edit'),
  deleteJobSeeker: need('jobseekers', 'delete'),
  // Notes are part of editing the job seeker's record (the note editor).
  addJobSeekerNote: need('jobseekers', 'edit'),
  deleteJobSeekerNote: need('jobseekers', 'edit'),
  // Bulk delete needs the delete right on the list it names (GRAPHQL_ACCESS_BY_ARGUMENT); this
  // entry stands for a list name that is none, which the service then refuses.
  deleteRecords: need('jobs', 'delete'),
  bulkUpdateCompanyRequests: need('company-requests', 'approve'),
  // Only one's own profile (the resolver refuses other ids).
  updateUserById: SELF,
  // Saved views belong to the person saving them; only the owner changes or deletes one.
  createSavedView: OWN,
  updateSavedView: OWN,
  deleteSavedView: OWN,
  setDefaultSavedView: OWN,
};

/**
 * Operations whose requirement depends on an argument: bulk delete needs the delete right on the
 * list it names, so a Recruiter deleting companies reads "cannot delete companies". Null: the
 * argument names no list, and GRAPHQL_ACCESS's entry applies.
 */
const GRAPHQL_ACCESS_BY_ARGUMENT: Record<string, (args: Record<string, unknown>) => Requirement | null> = {
  deleteRecords: ({ list }) => (typeof list === 'string' && isListName(list) ? need(list, 'delete') : null),
};

/** Introspection and __typename carry no marketplace data. */
const META_FIELDS = new Set(['__typename', '__schema', '__type']);

type RouteRule = Requirement | ((request: FastifyRequest) => Requirement);

/** Files belong to the record kind of their bucket: reading one is viewing it, changing one editing it. */
const bucketResource = (request: FastifyRequest): PermissionResource =>
  (request.params as { bucket?: string }).bucket === 'resume' ? 'jobseekers' : 'companies';

/** The list an export reads: /api/export/jobs.csv → jobs. */
const exportResource = (request: FastifyRequest): PermissionResource | null => {
  const file = (request.params as { file?: string }).file ?? '';
  const name = file.replace(/\.csv$/, '');
  return (
    (['jobs', 'jobseekers', 'companies', 'employers', 'job-applications', 'company-requests'] as const).find((r) => r === name) ??
    null
  );
};

/** Every signed-in REST route: "METHOD url-pattern". The public sign-in route needs no entry. */
export const REST_ACCESS: Record<string, RouteRule> = {
  'POST /api/auth/logout': SELF,
  'GET /api/me': SELF,
  'PUT /api/user/update': SELF,
  'POST /api/me/update-password': SELF,
  'GET /api/me/sessions': SELF,
  'POST /api/me/sessions/sign-out-others': SELF,
  'GET /api/permissions': SELF,
  // Each operation inside is checked by the GraphQL plugin below.
  'POST /api/graphql': SELF,
  'GET /api/graphql': SELF,
  'PUT /api/graphql': SELF,
  'PATCH /api/graphql': SELF,
  'DELETE /api/graphql': SELF,
  'GET /api/jobs/:jobId/applicants': need('job-applications', 'list'),
  'POST /api/s3/buckets/:bucket/upload': (r) => need(bucketResource(r), 'edit'),
  'GET /api/s3/buckets/:bucket/objects/:object': (r) => need(bucketResource(r), 'show'),
  'DELETE /api/s3/buckets/:bucket/objects/:object': (r) => need(bucketResource(r), 'edit'),
  // An unknown list answers 404 from the route itself (nothing to protect).
  'GET /api/export/:file': (r) => {
    const resource = exportResource(r);
    return resource ? need(resource, 'export') : SELF;
  },
  'GET /api/staff': need('staff', 'list'),
  'POST /api/staff': need('staff', 'create'),
  'GET /api/staff/:id': need('staff', 'show'),
  'PUT /api/staff/:id': need('staff', 'edit'),
  'POST /api/staff/:id/deactivate': need('staff', 'manage'),
  'POST /api/staff/:id/reactivate': need('staff', 'manage'),
  'POST /api/staff/:id/reset-password': need('staff', 'manage'),
  'GET /api/activity': need('activity', 'list'),
  'GET /api/activity.csv': need('activity', 'export'),
  'GET /api/activity/staff': need('activity', 'list'),
  // A staff account's history is staff administration (the rule of every activity read,
  // server/audit/visibility.ts); a record's history goes with viewing it.
  'GET /api/activity/:entity/:id': (r) => ((r.params as { entity?: string }).entity === 'staff' ? STAFF_HISTORY : need('activity', 'show')),
};

export const MUST_CHANGE_PASSWORD = 'Please change your temporary password before you continue.';
export const UNKNOWN_OPERATION = 'This operation is not open to any role yet.';

/** null: allowed; otherwise the message to refuse with. */
export function refusal(user: Pick<SessionUser, 'role' | 'mustChangePassword'>, requirement: Requirement | undefined): string | null {
  if (requirement === undefined) return UNKNOWN_OPERATION;
  if (requirement === SELF) return null;
  if (user.mustChangePassword) return MUST_CHANGE_PASSWORD;
  if (requirement === OWN) return null;
  return can(user.role, requirement.resource, requirement.action) ? null : forbiddenMessage(user.role, requirement.resource, requirement.action);
}

/**
 * For every signed-in /api request: the REST route's check (before the body is read), then the
 * handler runs as the signed-in person, whose id and email the audit trail records with each change.
 * Registered after the session guard (server/auth/guard.ts), which has set request.user.
 */
export function installAccessControl(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const user = request.user;
    const url = request.routeOptions.url;
    // Unsigned requests were refused or are the public sign-in; unknown URLs answer 404. The
    // console's own files (its static routes, which also catch an unknown /api path to answer
    // 404) hold no marketplace data.
    if (!user || url === undefined || request.routeOptions.config?.public || !url.startsWith('/api/')) return done();
    // HEAD is GET without the body (Fastify answers it with the GET route's handler): the same right.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const rule = REST_ACCESS[`${method} ${url}`];
    const requirement = typeof rule === 'function' ? rule(request) : rule;
    const message = refusal(user, requirement);
    if (message) {
      const body: RestErrorBody = { error: message, code: 'FORBIDDEN' };
      reply.code(403).send(body);
      return;
    }
    done();
  });
  // Every signed-in handler runs as its caller. GraphQL runs as its caller only while an operation
  // executes (accessPlugin below): a list answered from the read cache never enters the scope.
  app.addHook('onRoute', (route) => {
    if (route.config?.graphql) return;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      if (!request.user) return handler.call(this, request, reply);
      const result = await runAsUser(request.user, () => handler.call(this, request, reply));
      // A handler that sends on its own later says so by returning the reply.
      return result === undefined ? reply : result;
    };
  });
}

function runAsUser<T>(user: SessionUser, work: () => T | Promise<T>): Promise<T> {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return runAsActor({ id: user.id, email: user.email, name }, work);
}

/** The root fields an operation asks for, through fragments too. */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

/** What a root field needs: by its arguments where GRAPHQL_ACCESS_BY_ARGUMENT says so (variables read). */
function requirementOf(field: FieldNode, variables: Record<string, unknown> | null | undefined): Requirement | undefined {
  const byArgument = GRAPHQL_ACCESS_BY_ARGUMENT[field.name.value];
  if (byArgument) {
    const args = Object.fromEntries((field.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables ?? undefined)]));
    const requirement = byArgument(args);
    if (requirement) return requirement;
  }
  return GRAPHQL_ACCESS[field.name.value];
}

/**
 * The variables as the operation will run with them: a variable left out takes the default its
 * definition declares (`$list: String = "companies"`), so the right checked is that of the list
 * the resolver will be given.
 */
function variablesOf(operation: OperationDefinitionNode, sent: unknown): Record<string, unknown> {
  const variables: Record<string, unknown> = typeof sent === 'object' && sent !== null ? { ...(sent as Record<string, unknown>) } : {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return variables;
}

function operationOf(document: DocumentNode, operationName: string | undefined | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0] : null;
}

/** Refuses the whole operation when any root field is not allowed: nothing of it runs. */
export function accessPlugin(): Plugin<{ user?: SessionUser }> {
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const user = (args.contextValue as { user?: SessionUser }).user;
      const operation = operationOf(args.document, args.operationName);
      if (!user || !operation) return;
      setExecuteFn((executeArgs) => runAsUser(user, () => executeFn(executeArgs)));
      const variables = variablesOf(operation, args.variableValues);
      for (const field of rootFields(args.document, operation)) {
        if (META_FIELDS.has(field.name.value)) continue;
        const message = refusal(user, requirementOf(field, variables));
        if (message) {
          setResultAndStopExecution({ data: null, errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } })] });
          return;
        }
      }
    },
  };
}
