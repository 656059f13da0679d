/**
 * Where each resource's views live: the one list of their chunks. The <Resource>s load them
 * through lazyNamed (resources/<r>/index.ts), and start-up (src/boot) fetches the chunk an address
 * opens before the rest of the console has run. Light on purpose: no React, no MUI here.
 */
import { HOME_PATH } from '../ui/paths';
import type { ResourceName } from './shared/definition';

type Loader = () => Promise<Record<string, unknown>>;

export interface ViewLoaders {
  list: Loader;
  /** /<resource>/<id>. */
  detail?: Loader;
  /** /<resource>/new. */
  create?: Loader;
}

const jobApplicationsPage = () => import('./job-applications/JobApplicationsPage');

export const VIEW_LOADERS = {
  jobs: {
    list: () => import('./jobs/JobList'),
    detail: () => import('./jobs/JobShow'),
    create: () => import('./jobs/JobCreate'),
  },
  companies: {
    list: () => import('./companies/CompanyList'),
    detail: () => import('./companies/CompanyShow'),
    create: () => import('./companies/CompanyCreate'),
  },
  jobseekers: {
    list: () => import('./jobseekers/JobSeekerList'),
    detail: () => import('./jobseekers/JobSeekerShow'),
  },
  employers: {
    list: () => import('./employers/EmployerList'),
    detail: () => import('./employers/EmployerShow'),
  },
  // The application detail is a panel over the list (spec §2): one page renders both routes.
  'job-applications': { list: jobApplicationsPage, detail: jobApplicationsPage },
  'company-requests': {
    list: () => import('./company-requests/CompanyRequestList'),
    detail: () => import('./company-requests/CompanyRequestShow'),
  },
} satisfies Record<ResourceName, ViewLoaders>;

export type ViewKind = keyof ViewLoaders;

/** The resource route an address opens (`/` is the home list), if it is one. */
export function resourceRouteOf(pathname: string): { resource: ResourceName; kind: ViewKind } | undefined {
  const path = pathname === '/' || pathname === '' ? HOME_PATH : pathname;
  const [resource, id, ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0 || !Object.prototype.hasOwnProperty.call(VIEW_LOADERS, resource)) return undefined;
  const kind: ViewKind = id === undefined ? 'list' : id === 'new' ? 'create' : 'detail';
  return { resource: resource as ResourceName, kind };
}

/** The loader of the view `/<resource>`, `/<resource>/new` or `/<resource>/<id>` opens, if any. */
export function viewLoaderOf(pathname: string): Loader | undefined {
  const route = resourceRouteOf(pathname);
  if (!route) return undefined;
  const loaders: ViewLoaders = VIEW_LOADERS[route.resource];
  return loaders[route.kind];
}
