/**
 * CSV export of a list (issue 14): every row the list's filters match, not just a page, with the
 * same filter rules (parseFilters, filterCondition) and the same row loaders as the lists.
 */
import type { FilterInput } from '../../domain/types';
import type { Db } from '../db/client';
import { matchingIdBatches } from '../db/exportQuery';
import type { Loaded, Selection } from '../db/fieldMap';
import type { ListName } from '../db/filters';
import { inPageOrder, listIds, type ParsedFilter } from '../db/listQuery';
import { findApplicationRows } from '../db/repositories/applications';
import { findCompanyRows } from '../db/repositories/companies';
import { findCompanyRequestRows } from '../db/repositories/companyRequests';
import { findEmployerRows } from '../db/repositories/employers';
import { findJobRows } from '../db/repositories/jobs';
import { findJobSeekerRows } from '../db/repositories/jobSeekers';
import { EXPORT_LAYOUTS, type ExportRecords } from '../export/columns';
import { BOM, csvLine } from '../export/csv';
import type { ServiceDeps } from './deps';
import { parseFilters } from './listArgs';

/** Rows loaded and written per step: memory stays at one batch whatever the list's size. */
export const EXPORT_BATCH = 500;

type Loader<T extends { _id: string }> = (db: Db, ids: string[], selection: Selection | undefined) => Promise<Loaded<T>[]>;

const LOADERS: { [L in ListName]: Loader<ExportRecords[L]> } = {
  jobs: findJobRows,
  jobseekers: findJobSeekerRows,
  companies: findCompanyRows,
  employers: findEmployerRows,
  'job-applications': findApplicationRows,
  'company-requests': findCompanyRequestRows,
};

export interface CsvExport {
  /** Rows the file will hold (as the list counts them when the export starts). */
  total: number;
  /** `<list>-<yyyy-mm-dd>.csv` */
  fileName: string;
  /** The file's text: BOM and header first, then one piece per batch. */
  chunks: AsyncGenerator<string>;
}

export function createExportService({ db }: ServiceDeps) {
  return {
    /** Checks the filters (an unknown key is a BAD_USER_INPUT) before anything is sent. */
    async open(list: ListName, filters: readonly FilterInput[], now: Date = new Date()): Promise<CsvExport> {
      const parsed = parseFilters(list, filters);
      const { total } = await listIds(db, list, { page: 0, size: 1, sort: { column: 'created_at', direction: 'DESC' }, filters: parsed });
      return { total, fileName: `${list}-${now.toISOString().slice(0, 10)}.csv`, chunks: csvChunks(db, list, parsed) };
    },
  };
}

async function* csvChunks<L extends ListName>(db: Db, list: L, filters: ParsedFilter[], batchSize = EXPORT_BATCH): AsyncGenerator<string> {
  const { columns, selection } = EXPORT_LAYOUTS[list];
  const load: Loader<ExportRecords[L]> = LOADERS[list];
  yield BOM + csvLine(columns.map((c) => c.header));
  for await (const ids of matchingIdBatches(db, list, filters, batchSize)) {
    const rows = inPageOrder(ids, await load(db, ids, selection));
    yield rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
  }
}
