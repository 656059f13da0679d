/**
 * The databases a bench section measures on: PGlite always, and the PostgreSQL server of
 * `--database-url` when given. PGlite figures keep their names (the README's table compares runs);
 * PostgreSQL ones are labelled.
 */
import { type DataSet, type DataSetCounts, largeDataSet } from '../load/dataset';
import { largePostgresDataSet } from '../load/postgresDataset';
import type { BenchContext } from './run';

export interface BenchEngine {
  name: 'PGlite' | 'PostgreSQL';
  /** Put before a figure's name: empty for PGlite. */
  label: string;
  /** The benchmark marketplace of these counts, in a throwaway copy. */
  largeDataSet(counts: DataSetCounts, log: (m: string) => void): Promise<DataSet>;
}

export function postgresEngine(serverUrl: string): BenchEngine {
  return { name: 'PostgreSQL', label: 'PostgreSQL: ', largeDataSet: (counts, log) => largePostgresDataSet(serverUrl, counts, log) };
}

export function benchEngines(context: BenchContext): BenchEngine[] {
  const pglite: BenchEngine = { name: 'PGlite', label: '', largeDataSet };
  return context.databaseUrl ? [pglite, postgresEngine(context.databaseUrl)] : [pglite];
}
