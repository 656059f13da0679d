/** Every service of the marketplace, built once per server from its dependencies. */
import { createAiService } from './ai';
import { createApplicationService } from './applications';
import { createBulkService } from './bulk';
import { createCompanyService } from './companies';
import { createCompanyRequestService } from './companyRequests';
import type { ServiceDeps } from './deps';
import { createEmployerService } from './employers';
import { createExportService } from './exports';
import { createGlobalSearchService } from './globalSearch';
import { createSavedViewService } from './savedViews';
import { createJobService } from './jobs';
import { createJobSeekerService } from './jobSeekers';
import { createUserService } from './users';

export function createServices(deps: ServiceDeps) {
  const ai = createAiService(deps);
  const services = {
    users: createUserService(deps),
    companies: createCompanyService(deps),
    employers: createEmployerService(deps),
    // Edits that make AI data stale queue its rebuild on the AI task queue (server/ai/worker.ts).
    jobs: createJobService(deps, { embeddingNeeded: (id) => ai.enqueueJobEmbedding(id) }),
    jobSeekers: createJobSeekerService(deps, {
      resumeChanged: (id) => ai.enqueueSeekerRefresh(id),
      embeddingStale: (id) => ai.enqueueSeekerEmbedding(id),
    }),
    applications: createApplicationService(deps),
    companyRequests: createCompanyRequestService(deps),
    exports: createExportService(deps),
    search: createGlobalSearchService(deps),
    savedViews: createSavedViewService(deps),
    ai,
  };
  // Bulk actions repeat the single actions above, with their rules, one record at a time.
  const bulk = createBulkService(deps, {
    remove: {
      jobs: services.jobs.remove,
      jobseekers: services.jobSeekers.remove,
      companies: services.companies.remove,
      employers: services.employers.remove,
      'job-applications': services.applications.remove,
    },
    setRequestStatus: (id, status, actor) => services.companyRequests.setStatus(id, status, actor),
  });
  return { ...services, bulk };
}

export type Services = ReturnType<typeof createServices>;
