/**
 * Where a bulk load writes: PGlite's COPY from an in-memory CSV blob (the embedded database's
 * fast path), or multi-row INSERTs through Kysely (PostgreSQL, or anywhere COPY is not at hand).
 */
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { csvOf } from './csv';

export type BulkRow = Record<string, unknown>;

export interface BulkTarget {
  exec(statement: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  copy(table: string, rows: readonly BulkRow[]): Promise<void>;
}

const MAX_PARAMETERS = 30_000;
const CSV_ROWS_PER_COPY = 20_000;

function columnsOf(rows: readonly BulkRow[]): string[] {
  return Object.keys(rows[0]);
}

export function kyselyBulkTarget(db: Db): BulkTarget {
  return {
    async exec(statement) {
      await sql.raw(statement).execute(db);
    },
    async rows<T>(query: string) {
      return (await sql.raw<T>(query).execute(db)).rows;
    },
    async copy(table, rows) {
      if (rows.length === 0) return;
      const columns = columnsOf(rows);
      const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
      for (let i = 0; i < rows.length; i += size) {
        const values = rows.slice(i, i + size).map((r) => sql`(${sql.join(columns.map((c) => sql.val(r[c])))})`);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) VALUES ${sql.join(values)}`.execute(db);
      }
    },
  };
}

export function pgliteBulkTarget(tx: PgliteTransaction): BulkTarget {
  return {
    async exec(statement) {
      await tx.exec(statement);
    },
    async rows<T>(query: string) {
      return (await tx.query<T>(query)).rows;
    },
    async copy(table, rows) {
      if (rows.length === 0) return;
      const columns = columnsOf(rows);
      const list = columns.map((c) => `"${c}"`).join(', ');
      for (let i = 0; i < rows.length; i += CSV_ROWS_PER_COPY) {
        const blob = new Blob([csvOf(columns, rows.slice(i, i + CSV_ROWS_PER_COPY))]);
        await tx.query(`COPY "${table}" (${list}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
      }
    },
  };
}
