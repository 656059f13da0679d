/**
 * SQL of the global search (Ctrl+K): the records of each kind holding the words a person typed,
 * closest first.
 *
 * A record is found when, for each typed word, its text has a word starting with it ("gem" finds
 * Gem, Gems and Gemologist; "98200" finds +91 98200 11111), and a mistyped word ("gemolgist",
 * which starts no word of the marketplace) stands for the closest words of the search words of
 * migration 020. Each word is asked of the trigram index of migration 016 as a pattern that
 * holds all of its trigrams, which the index answers from its rarest trigram, so a search reads
 * few index pages and few rows whatever the words; a close-but-different word ("merchandise" for
 * "merchandiser") is never proposed and read in vain. At most CANDIDATES rows per kind are
 * scored, by word similarity to the query as typed. Each searched expression is written exactly
 * as in the migration's index, or the index is not used.
 */
import { type RawBuilder, sql } from 'kysely';
import {
  SEARCH_CORRECTIONS,
  SEARCH_SHORT_QUERY_CLOSENESS,
  SEARCH_TYPO_SIMILARITY,
  type SearchTerm,
  searchTerms,
  wordsToCorrect,
} from '../../../domain/search';
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

/** Rows of a kind holding the typed words that are scored. */
const CANDIDATES = 30;

/** The typed query (it scores the rows) and what finds them: the terms, or for short words alone, the query itself. */
interface Search {
  typed: string;
  terms: readonly SearchTerm[] | null;
}

/**
 * Every branch answers the same columns: kind, id, score, created_at, title, then t1..t4 (the
 * texts that `shape` names).
 */
interface Branch {
  kind: SearchKind;
  sql: (search: Search, size: number) => RawBuilder<unknown>;
  /** t1..t4 → the subtitle parts and the filterable fields */
  shape: (t: (string | null)[]) => Pick<SearchRow, 'subtitle' | 'fields'>;
}

/**
 * The condition on a row's text. A word's pattern (`ILIKE '%word%'`) is what the index answers;
 * the regular expression then keeps the rows where it starts a word.
 */
function holds({ typed, terms }: Search, text: RawBuilder<unknown>) {
  if (!terms) return sql`${typed} <% ${text}`;
  return sql.join(
    terms.map((term) => {
      if ('number' in term) return sql`${text} LIKE ${`%${term.number}%`}`;
      const anyPattern = sql.join(term.starts.map((w) => sql`${text} ILIKE ${`%${w}%`}`), sql` OR `);
      return sql`(${anyPattern}) AND ${text} ~* ${`\\m(${term.starts.join('|')})`}`;
    }),
    sql` AND `,
  );
}

/** The best `size` of at most CANDIDATES rows of `table` whose `searched` text holds the search. */
function closest(kind: SearchKind, table: string, searched: RawBuilder<string>, title: string, texts: RawBuilder<unknown>) {
  return (search: Search, size: number) => sql`(
    SELECT ${kind}::text AS kind, id, word_similarity(${search.typed}, searched) AS score, created_at, title, t1, t2, t3, t4 FROM (
      SELECT id, created_at, ${searched} AS searched, ${sql.ref(title)}::text AS title, ${texts}
      FROM ${sql.table(table)}
      WHERE ${holds(search, searched)}
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
function foundVia(search: Search, size: number, table: string, [a, b]: readonly [Via, Via]) {
  const near = (via: Via) => sql`
    SELECT id, word_similarity(${search.typed}, ${sql.ref(via.column)}) AS s
    FROM (SELECT id, ${sql.ref(via.column)} FROM ${sql.table(via.table)} WHERE ${holds(search, sql.ref(via.column))} LIMIT ${CANDIDATES}) c`;
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
    sql: (search, size) => sql`(
      WITH ${foundVia(search, size, 'job_applications', [
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
    sql: (search, size) => sql`(
      WITH ${foundVia(search, size, 'company_requests', [
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

/**
 * What finds the rows for a query (domain/search.ts searchTerms), with the corrections of its
 * words looked up in the search words: for a word that starts none, the closest ones. null when
 * nothing is typed or a word is mistyped beyond recognition: no record holds it.
 */
async function searchOf(db: Db, typed: string): Promise<Search | null> {
  const words = wordsToCorrect(typed);
  const { rows } = words.length
    ? await sql<{ word: string; corrections: string[] | null }>`
        SELECT typed AS word, CASE
          -- a range of the word index: a LIKE pattern made in the query could not use it
          WHEN NOT EXISTS (SELECT 1 FROM search_words WHERE word >= typed AND word < typed || chr(1114111)) THEN
            ARRAY(SELECT word FROM (SELECT DISTINCT word FROM search_words WHERE typed <<% word) close_words
              ORDER BY strict_word_similarity(typed, word) DESC, length(word), word LIMIT ${SEARCH_CORRECTIONS})
          END AS corrections
        FROM unnest(${words}::text[]) AS typed`.execute(db)
    : { rows: [] };
  const corrections = new Map(rows.map((r) => [r.word, r.corrections]));
  const terms = searchTerms(typed, (word) => corrections.get(word) ?? null);
  if (!terms) return null;
  return { typed, terms: terms === 'short' ? null : terms };
}

async function searchKinds(db: Db, search: Search, size: number, kinds: readonly SearchKind[]): Promise<SearchRow[]> {
  const branches = BRANCHES.filter((b) => kinds.includes(b.kind));
  const { rows } = await sql<Raw>`${sql.join(
    branches.map((b) => b.sql(search, size)),
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

/** Every kind's closest rows, best first. */
export async function searchAll(db: Db, q: string, size: number, kinds: readonly SearchKind[]): Promise<Map<SearchKind, SearchRow[]>> {
  return db.transaction().execute(async (tx) => {
    const found = new Map<SearchKind, SearchRow[]>(kinds.map((k) => [k, []]));
    // Strict word similarity of one word to another is their similarity (migration 020 says why
    // not %). The indexes answer every search cheaply; a plan reading a whole table "until 30 rows
    // hold the words" is a guess that costs a second when they are rare.
    await sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(SEARCH_TYPO_SIMILARITY)}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SHORT_QUERY_CLOSENESS)}, true),
      set_config('enable_seqscan', 'off', true)`.execute(tx);
    const search = await searchOf(tx, q);
    if (!search) return found;
    for (const row of await searchKinds(tx, search, size, kinds)) found.get(row.kind)!.push(row);
    return found;
  });
}
