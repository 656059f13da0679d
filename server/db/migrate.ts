/** Applies the numbered SQL files of ./migrations in order, each once, each in a transaction. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(): Array<{ name: string; sql: string }> {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
}

/** `adapt` rewrites each migration's SQL for the database at hand (server/db/vectorStorage.ts). */
export async function migrate(db: Kysely<Database>, adapt: (text: string) => string = (text) => text): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((r) => r.name));
  const ran: string[] = [];
  for (const migration of listMigrations()) {
    if (applied.has(migration.name)) continue;
    await db.transaction().execute(async (tx) => {
      await sql.raw(adapt(migration.sql)).execute(tx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(tx);
    });
    ran.push(migration.name);
  }
  return ran;
}
