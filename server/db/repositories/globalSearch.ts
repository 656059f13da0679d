/**
 * SQL of the global search (Ctrl+K): the closest records of each kind to what a person typed,
 * by trigram word similarity over the indexed text of migration 016 (typo-tolerant: "gemolgist"
 * finds "Gemologist").
 *
 * Cost is bounded whatever the query: the trigram index proposes rows whose similarity reaches
 * pg_trgm.word_similarity_threshold, and at most CANDIDATES of them are scored. Searches run
 * strict first (CLOSE: whole words or near), which a common word like "jewellery" fills with
 * equally close rows, and only when that finds too few, forgiving (TYPO). Every kind is one
 * branch of one statement per pass. Each searched expression is written exactly as in the
 * migration's index, or the index is not used.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../client';

export type SearchKind = 'jobs' | 'jobseekers' | 'companies' | 'employers' | 'job-applications' | 'company-requests';

/** One record found: what shows it, and the text of each field a list can filter on. */
export interface SearchRow {
  kind: SearchKind;
  id: string;
  score: number;
  title: string | null;
  subtitle: (string | null)[];
  fields: Record<string, string | null>;
}

/** Rows the index proposes that are scored, per kind and pass. */
const CANDIDATES = 50;
/** Similarity of a strict pass: a whole word, a prefix of a few letters less, or one typo in a long word. */
const CLOSE = 0.8;
/** pg_trgm's default: "gemolgist" (0.8) and "contoller" (0.7) still find their words. */
const TYPO = 0.6;

/**
 * Every branch answers the same columns: kind, id, score, created_at, title, then t1..t4 (the
 * texts that `shape` names).
 */
interface Branch {
  kind: SearchKind;
  sql: (q: string, size: number) => RawBuilder<unknown>;
  /** t1..t4 → the subtitle parts and the filterable fields */
  shape: (t: (string | null)[]) => Pick<SearchRow, 'subtitle' | 'fields'>;
}

/** The best `size` of at most CANDIDATES rows of `table` whose `searched` text is similar enough. */
function closest(kind: SearchKind, table: string, searched: RawBuilder<string>, title: string, texts: RawBuilder<unknown>) {
  return (q: string, size: number) => sql`(
    SELECT ${kind}::text AS kind, id, word_similarity(${q}, searched) AS score, created_at, title, t1, t2, t3, t4 FROM (
      SELECT id, created_at, ${searched} AS searched, ${sql.ref(title)}::text AS title, ${texts}
      FROM ${sql.table(table)}
      WHERE ${q} <% ${searched}
      LIMIT ${CANDIDATES}
    ) candidates
    ORDER BY score DESC, created_at DESC
    LIMIT ${size})`;
}

/** A record kind found through two other kinds it names (an application: its seeker and its job). */
interface Via {
  table: string;
  /** the searched column of that table, with a trigram index of its own */
  column: string;
  /** the column of the found kind that points at it (indexed) */
  foreignKey: string;
}

/**
 * The ids of the best `size` rows of `table` that name one of the CANDIDATES closest rows of
 * either `via` table, each scored by its closer one; through the foreign keys' indexes, never by
 * reading every row of `table`.
 */
function foundVia(q: string, size: number, table: string, [a, b]: readonly [Via, Via]) {
  const near = (via: Via) => sql`
    SELECT id, word_similarity(${q}, ${sql.ref(via.column)}) AS s
    FROM (SELECT id, ${sql.ref(via.column)} FROM ${sql.table(via.table)} WHERE ${q} <% ${sql.ref(via.column)} LIMIT ${CANDIDATES}) c`;
  const hits = (via: Via, alias: string) => sql`
    SELECT t.id, t.created_at, ${sql.id(alias)}.s FROM ${sql.id(alias)} JOIN ${sql.table(table)} t ON t.${sql.id(via.foreignKey)} = ${sql.id(alias)}.id`;
  return sql`
    near_a AS (${near(a)}), near_b AS (${near(b)}),
    hits AS (${hits(a, 'near_a')} UNION ALL ${hits(b, 'near_b')}),
    found AS (
      SELECT id, max(created_at) AS created_at, max(s) AS score FROM hits GROUP BY id
      ORDER BY score DESC, created_at DESC LIMIT ${size}
    )`;
}

const BRANCHES: readonly Branch[] = [
  {
    kind: 'jobs',
    sql: closest(
      'jobs',
      'jobs',
      sql`search_text(title, company_name, location, job_code)`,
      'title',
      sql`title AS t1, company_name AS t2, location AS t3, job_code AS t4`,
    ),
    shape: ([title, company, location, code]) => ({
      subtitle: [company, location, code],
      fields: { title, companyName: company, location, jobCode: code },
    }),
  },
  {
    kind: 'jobseekers',
    sql: closest(
      'jobseekers',
      'job_seekers',
      sql`search_text(VARIADIC (ARRAY[full_name, email, phone] || skills))`,
      'full_name',
      sql`full_name AS t1, email AS t2, phone AS t3, array_to_string(skills, ', ') AS t4`,
    ),
    shape: ([name, email, phone, skills]) => ({
      subtitle: [email, phone],
      fields: { 'personalDetails.fullName': name, 'personalDetails.email': email, phone, skills },
    }),
  },
  {
    kind: 'companies',
    sql: closest('companies', 'companies', sql`search_text(company_name, email)`, 'company_name', sql`company_name AS t1, email AS t2, NULL::text AS t3, NULL::text AS t4`),
    shape: ([name, email]) => ({ subtitle: [email], fields: { companyName: name, email } }),
  },
  {
    kind: 'employers',
    sql: closest('employers', 'employers', sql`search_text(full_name, email)`, 'full_name', sql`full_name AS t1, email AS t2, NULL::text AS t3, NULL::text AS t4`),
    shape: ([name, email]) => ({ subtitle: [email], fields: { 'personalDetails.fullName': name, 'personalDetails.email': email } }),
  },
  {
    // Applications of the closest seekers (by name) and jobs (by title), best of either first.
    kind: 'job-applications',
    sql: (q, size) => sql`(
      WITH ${foundVia(q, size, 'job_applications', [
        { table: 'job_seekers', column: 'full_name', foreignKey: 'job_seeker_id' },
        { table: 'jobs', column: 'title', foreignKey: 'job_id' },
      ])}
      SELECT 'job-applications'::text AS kind, f.id, f.score, f.created_at,
             concat_ws(' – ', s.full_name, j.title) AS title,
             s.full_name AS t1, j.title AS t2, coalesce(c.company_name, j.company_name) AS t3, a.status AS t4
      FROM found f
      JOIN job_applications a ON a.id = f.id
      JOIN job_seekers s ON s.id = a.job_seeker_id
      JOIN jobs j ON j.id = a.job_id
      LEFT JOIN companies c ON c.id = j.company_id
      ORDER BY f.score DESC, f.created_at DESC)`,
    shape: ([name, jobTitle, company, status]) => ({ subtitle: [company, status], fields: { name, designation: jobTitle } }),
  },
  {
    // Requests of the closest companies (by name) and employers (by email), best of either first.
    kind: 'company-requests',
    sql: (q, size) => sql`(
      WITH ${foundVia(q, size, 'company_requests', [
        { table: 'companies', column: 'company_name', foreignKey: 'company_id' },
        { table: 'employers', column: 'email', foreignKey: 'employee_id' },
      ])}
      SELECT 'company-requests'::text AS kind, f.id, f.score, f.created_at, c.company_name AS title,
             c.company_name AS t1, e.email AS t2, r.status AS t3, NULL::text AS t4
      FROM found f
      JOIN company_requests r ON r.id = f.id
      JOIN companies c ON c.id = r.company_id
      JOIN employers e ON e.id = r.employee_id
      ORDER BY f.score DESC, f.created_at DESC)`,
    shape: ([company, email, status]) => ({ subtitle: [email, status], fields: { companyName: company, employerEmail: email } }),
  },
];

type Raw = { kind: SearchKind; id: string; score: number; title: string | null; t1: string | null; t2: string | null; t3: string | null; t4: string | null };

async function searchPass(db: Db, q: string, size: number, kinds: ReadonlySet<SearchKind>): Promise<SearchRow[]> {
  const branches = BRANCHES.filter((b) => kinds.has(b.kind));
  const { rows } = await sql<Raw>`${sql.join(
    branches.map((b) => b.sql(q, size)),
    sql` UNION ALL `,
  )}`.execute(db);
  const shapeOf = new Map(branches.map((b) => [b.kind, b.shape]));
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    score: Number(r.score),
    title: r.title || null,
    ...shapeOf.get(r.kind)!([r.t1, r.t2, r.t3, r.t4].map((t) => (t === '' ? null : t))),
  }));
}

/**
 * Every kind's closest rows, best first: a strict pass, then a forgiving one for the kinds it
 * left short (the strict rows kept, as the forgiving pass's candidates may not include them).
 */
export async function searchAll(db: Db, q: string, size: number, kinds: readonly SearchKind[]): Promise<Map<SearchKind, SearchRow[]>> {
  return db.transaction().execute(async (tx) => {
    const found = new Map<SearchKind, SearchRow[]>(kinds.map((k) => [k, []]));
    for (const threshold of [CLOSE, TYPO]) {
      const short = new Set(kinds.filter((k) => found.get(k)!.length < size));
      if (!short.size) break;
      await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`.execute(tx);
      for (const row of await searchPass(tx, q, size, short)) {
        const kept = found.get(row.kind)!;
        if (!kept.some((r) => r.id === row.id)) kept.push(row);
      }
    }
    for (const [kind, rows] of found) found.set(kind, rows.sort((a, b) => b.score - a.score).slice(0, size));
    return found;
  });
}
