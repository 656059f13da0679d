/** Every service of the marketplace, built once per server from its dependencies. */
import { createAiService } from './ai';
import { createApplicationService } from './applications';
import { createCompanyService } from './companies';
import { createCompanyRequestService } from './companyRequests';
import type { ServiceDeps } from './deps';
import { createEmployerService } from './employers';
import { createJobService } from './jobs';
import { createJobSeekerService } from './jobSeekers';
import { createUserService } from './users';

export function createServices(deps: ServiceDeps) {
  return {
    users: createUserService(deps),
    companies: createCompanyService(deps),
    employers: createEmployerService(deps),
    jobs: createJobService(deps),
    jobSeekers: createJobSeekerService(deps),
    applications: createApplicationService(deps),
    companyRequests: createCompanyRequestService(deps),
    ai: createAiService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
