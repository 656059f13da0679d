/** Multi-row INSERTs in batches that stay under PostgreSQL's 65,535 bind-parameter limit. */
import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { Database } from '../db/database';

const MAX_PARAMETERS = 30_000;

export async function insertInBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot narrow a table-generic row type; the rows were typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}
