/**
 * How embeddings are stored and searched on this database.
 *
 * - `pgvector`: the `vector` extension (PGlite always; a PostgreSQL server that has it). HNSW
 *   indexes answer "nearest seekers" in a few milliseconds.
 * - `exact-scan`: a PostgreSQL server without pgvector (Debian 12 has no package for it). A
 *   `vector` domain over text keeps pgvector's text form ('[0.1,0.2,...]'), so every query and
 *   write of the app reads the same on both; `<=>` is a SQL cosine distance and a search compares
 *   the job with every seeker (no index). Results are exact, only slower on large data.
 *
 * The choice is made once per database, when its first migration runs: a database created without
 * pgvector keeps the exact scan until it is rebuilt (or its columns converted) with pgvector.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export type VectorStorage = 'pgvector' | 'exact-scan';

/** Creates the `vector` stand-in: idempotent, run under the migration lock. */
const EXACT_SCAN_SQL = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'vector' AND typnamespace = current_schema()::regnamespace) THEN
    CREATE DOMAIN vector AS text CHECK (VALUE ~ '^\\[[^\\]]*\\]$');
  END IF;
END $$;

CREATE OR REPLACE FUNCTION vector_cosine_distance(a vector, b vector) RETURNS double precision
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT 1 - sum(x * y) / nullif(sqrt(sum(x * x)) * sqrt(sum(y * y)), 0)
  FROM unnest(string_to_array(btrim(a, '[]'), ',')::float8[], string_to_array(btrim(b, '[]'), ',')::float8[]) AS t(x, y)
$fn$;

DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_operator o JOIN pg_type t ON t.oid = o.oprleft
    WHERE o.oprname = '<=>' AND t.typname = 'vector' AND t.typnamespace = current_schema()::regnamespace
  ) THEN
    CREATE OPERATOR <=> (LEFTARG = vector, RIGHTARG = vector, FUNCTION = vector_cosine_distance, COMMUTATOR = <=>);
  END IF;
END $$;
`;

export const EXACT_SCAN_WARNING =
  'pgvector is not installed on this PostgreSQL server: embeddings are stored as text and "relevant candidates" ' +
  'compares each job with every job seeker (exact, but slower: about 1 s per search per 10,000 seekers instead of a few ms). ' +
  'To use pgvector, install it on the server (e.g. the postgresql-15-pgvector package from the PostgreSQL apt repository, ' +
  'or a managed PostgreSQL that offers it) and run CREATE EXTENSION vector; as a superuser in a new, empty database.';

/**
 * Settles the storage before the migrations run. On PostgreSQL without the extension installed
 * and without pgvector available, creates the exact-scan stand-in. `CREATE EXTENSION vector` itself
 * stays in migration 001, so its permission error is reported there (server/db/startErrors.ts).
 */
export async function prepareVectorStorage<T>(db: Kysely<T>): Promise<VectorStorage> {
  const { rows } = await sql<{ installed: boolean; available: boolean; stand_in: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') AS installed,
           EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS available,
           EXISTS (SELECT 1 FROM pg_type WHERE typname = 'vector' AND typtype = 'd'
                   AND typnamespace = current_schema()::regnamespace) AS stand_in`.execute(db);
  const state = rows[0];
  if (state.installed) return 'pgvector';
  if (state.stand_in || !state.available) {
    await sql.raw(EXACT_SCAN_SQL).execute(db);
    return 'exact-scan';
  }
  return 'pgvector';
}

/**
 * A migration's SQL as it runs without pgvector: no `CREATE EXTENSION vector`, `vector(256)`
 * becomes the stand-in domain (which takes no length), and HNSW indexes are left out.
 */
export function adaptMigrationForExactScan(text: string): string {
  return text
    .replace(/CREATE EXTENSION IF NOT EXISTS vector\s*;/gi, '')
    .replace(/\bvector\(\d+\)/gi, 'vector')
    .replace(/CREATE INDEX\s+(IF NOT EXISTS\s+)?\w+\s+ON\s+\w+\s+USING\s+hnsw\b[^;]*;/gi, '');
}

const STORAGE = new WeakMap<object, VectorStorage>();

/** Called when a database is opened: its Kysely instance searches the way its storage allows. */
export function registerVectorStorage(db: object, storage: VectorStorage): void {
  STORAGE.set(db, storage);
}

/**
 * True for the instance openDatabase made on a database without pgvector. Another instance (a
 * transaction, or one with a plugin) answers through SQL's stand-in operator: the same rows, slower.
 */
export function usesExactScan(db: object): boolean {
  return STORAGE.get(db) === 'exact-scan';
}
