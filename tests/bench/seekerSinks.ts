/**
 * Where the relevant-candidates bench loads its generated, embedded job seekers: a throwaway
 * PGlite folder (binary COPY, HNSW built afterwards as a bulk load would), or a throwaway database
 * on the PostgreSQL server of `--database-url` (multi-row inserts of pgvector's text form; HNSW
 * when the server has pgvector, else the app's exact scan, as the server would run).
 * finish() builds the index and returns the database as the app opens it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector as pgvector } from '@electric-sql/pglite-pgvector';
import { sql } from 'kysely';
import { toPgVector } from '../../server/ai/embedder';
import { loadConfig } from '../../server/config';
import { yearsInTextValue } from '../../server/db/repositories/ai';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { databaseOn, onServer } from '../load/postgresDataset';
import { copyTemplateInto } from '../server/platform/template';
import { binaryCopy, type SeekerVectorRow } from './binaryCopy';

export interface SeekerSink {
  write(rows: readonly SeekerVectorRow[]): Promise<void>;
  finish(log: (m: string) => void): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

// the index relevant candidates scan (migration 022), dropped before the load and built after it
const HNSW_INDEX = 'job_seekers_match_vector_hnsw';
const HNSW = `CREATE INDEX ${HNSW_INDEX} ON job_seekers USING hnsw (match_vector vector_cosine_ops) WITH (m = 16, ef_construction = 64)`;

function timed(log: (m: string) => void, what: string) {
  const started = performance.now();
  return () => log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function pgliteSink(): Promise<SeekerSink> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-bench-ai-'));
  await copyTemplateInto(dataDir);
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { vector: pgvector, pg_trgm } });
  await pglite.exec(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
  let handle: DatabaseHandle | undefined;
  return {
    write: (rows) => binaryCopy(pglite, rows),
    async finish(log) {
      const done = timed(log, 'HNSW index (m 16, ef_construction 64) built');
      await pglite.exec("SET maintenance_work_mem = '512MB'");
      await pglite.exec(HNSW);
      await pglite.exec('ANALYZE job_seekers');
      done();
      await pglite.close();
      // as the server opens it, DB_CACHE_MB included (auto by default: sized from the folder)
      handle = await openDatabase({ dataDir, cacheMb: loadConfig(process.env).dbCacheMb });
      return handle;
    },
    async dispose() {
      await handle?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresSink(serverUrl: string): Promise<SeekerSink> {
  const name = `jm_bench_ai_${process.pid}`;
  const admin = (statement: string) => onServer(serverUrl, (client) => client.query(statement));
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const handle = await openDatabase({ databaseUrl: databaseOn(serverUrl, name) });
  await sql.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`).execute(handle.db);
  return {
    async write(rows) {
      await sql`
        INSERT INTO job_seekers (id, full_name, embedding, overview, resume_text, skills, preferred_roles, years_of_experience, years_in_text)
        SELECT id, name, embedding::text::vector, overview, resume_text, string_to_array(skills, chr(31)), string_to_array(roles, chr(31)), years, text_years
        FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.name)}::text[], ${rows.map((r) => toPgVector(r.vector))}::text[],
          ${rows.map((r) => r.overview ?? null)}::text[], ${rows.map((r) => r.resumeText ?? null)}::text[], ${rows.map((r) => (r.skills ?? []).join('\x1f'))}::text[],
          ${rows.map((r) => (r.preferredRoles ?? []).join('\x1f'))}::text[], ${rows.map((r) => r.years ?? null)}::float8[],
          ${rows.map((r) => yearsInTextValue(r.yearsInText))}::float8[])
          AS t(id, name, embedding, overview, resume_text, skills, roles, years, text_years)`.execute(handle.db);
    },
    async finish(log) {
      if (handle.vectors === 'pgvector') {
        const done = timed(log, 'HNSW index (m 16, ef_construction 64) built');
        await handle.db.transaction().execute(async (tx) => {
          await sql.raw("SET LOCAL maintenance_work_mem = '512MB'").execute(tx);
          await sql.raw(HNSW).execute(tx);
        });
        done();
      } else {
        log('this PostgreSQL server has no pgvector: relevant candidates use the exact scan (about 1 s a page per 10,000 seekers)');
      }
      await sql`ANALYZE job_seekers`.execute(handle.db);
      return handle;
    },
    async dispose() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
