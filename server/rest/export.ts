/**
 * GET /api/export/<list>.csv?filter_<key>=<value>…: a list's rows matching the list's filters
 * (the `filter_` parameters of its URL), as a CSV download streamed batch by batch.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LIST_FILTER_KEYS, type ListName } from '../../domain/filters';
import type { FilterInput } from '../../domain/types';
import { badInput, notFound } from '../errors';
import type { Services } from '../services';

const FILTER_PREFIX = 'filter_';

export function registerExportRoutes(app: FastifyInstance, deps: { services: Services }): void {
  app.get<{ Params: { file: string }; Querystring: Record<string, string | string[] | undefined> }>('/api/export/:file', async (request, reply) => {
    const list = listOf(request.params.file);
    const csv = await deps.services.exports.open(list, filtersOf(request.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .header('cache-control', 'no-store')
      // The console shows a determinate progress bar from it.
      .header('x-total-count', String(csv.total))
      .send(Readable.from(csv.chunks));
  });
}

function listOf(file: string): ListName {
  const name = file.endsWith('.csv') ? file.slice(0, -'.csv'.length) : '';
  if (!Object.hasOwn(LIST_FILTER_KEYS, name)) {
    throw notFound(`The list "${file}" (export one of ${Object.keys(LIST_FILTER_KEYS).map((l) => `${l}.csv`).join(', ')})`);
  }
  return name as ListName;
}

/** `filter_title=gold` → { key: 'title', value: 'gold' }; the service checks keys and values. */
function filtersOf(query: Record<string, string | string[] | undefined>): FilterInput[] {
  const filters: FilterInput[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(FILTER_PREFIX)) {
      throw badInput(`Unknown parameter "${name}". Filters are given as filter_<column>=<value>.`, { [name]: 'Unknown parameter' });
    }
    const key = name.slice(FILTER_PREFIX.length);
    if (Array.isArray(raw)) throw badInput(`Filter "${key}" is given more than once.`, { [key]: 'Given more than once' });
    filters.push({ key, value: raw ?? '' });
  }
  return filters;
}
