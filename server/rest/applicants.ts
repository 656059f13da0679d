/** The applicant table of a job: GET /api/jobs/:jobId/applicants?page=&rowsPerPage= */
import type { FastifyInstance } from 'fastify';
import { badInput, notFound } from '../errors';
import type { Services } from '../services';

const MAX_ROWS_PER_PAGE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerApplicantRoutes(app: FastifyInstance, deps: { services: Services }): void {
  app.get<{ Params: { jobId: string }; Querystring: { page?: string; rowsPerPage?: string } }>(
    '/api/jobs/:jobId/applicants',
    async (request) => {
      const { jobId } = request.params;
      if (!UUID.test(jobId)) throw notFound('The job');
      const page = whole(request.query.page, 'page', 0, 0, 1_000_000);
      const rowsPerPage = whole(request.query.rowsPerPage, 'rowsPerPage', 10, 1, MAX_ROWS_PER_PAGE);
      return deps.services.applications.listApplicants(jobId, page, rowsPerPage);
    },
  );
}

function whole(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    const message = `${name} must be a whole number from ${min} to ${max}.`;
    throw badInput(message, { [name]: message });
  }
  return value;
}
