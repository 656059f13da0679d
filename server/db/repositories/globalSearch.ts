/**
 * SQL of the global search (Ctrl+K): the closest records of each kind to what a person typed,
 * by trigram word similarity over the indexed text of migration 016 (typo-tolerant: "gemolgist"
 * finds "Gemologist"). Each query asks the index for candidates (`<%`: similarity of at least
 * pg_trgm.word_similarity_threshold, 0.6 by default), keeps the best few, and only then reads
 * the per-field similarities that say which list filter would find the record.
 *
 * The searched expressions are written exactly as in the migration's indexes, or the index is
 * not used.
 */
import { sql } from 'kysely';
import type { Db } from '../client';

/** One record found, with the similarity of the query to each field a list can filter on. */
export interface SearchRow {
  id: string;
  score: number;
  /** Display parts, already joined by the query where a record spans two tables */
  title: string | null;
  subtitle: (string | null)[];
  /** filter key of the list → [field text, similarity of the query to it] */
  fields: Record<string, [string | null, number]>;
}

/** How many candidates of a kind are re-ranked before the best `size` are kept. */
const CANDIDATES = 50;

type Raw = Record<string, unknown> & { id: string; score: number };

function rowsOf(raw: Raw[], shape: (r: Raw) => Omit<SearchRow, 'id' | 'score'>): SearchRow[] {
  return raw.map((r) => ({ id: r.id, score: Number(r.score), ...shape(r) }));
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number => Number(v ?? 0);

export async function searchJobs(db: Db, q: string, size: number): Promise<SearchRow[]> {
  const { rows } = await sql<Raw>`
    SELECT id, score, title, company_name, location, job_code,
           word_similarity(${q}, title) AS s_title,
           word_similarity(${q}, coalesce(company_name, '')) AS s_company,
           word_similarity(${q}, coalesce(location, '')) AS s_location,
           word_similarity(${q}, coalesce(job_code, '')) AS s_code
    FROM (
      SELECT id, title, company_name, location, job_code, created_at,
             word_similarity(${q}, search_text(title, company_name, location, job_code)) AS score
      FROM jobs
      WHERE ${q} <% search_text(title, company_name, location, job_code)
      ORDER BY score DESC, created_at DESC
      LIMIT ${size}
    ) best
    ORDER BY score DESC, created_at DESC`.execute(db);
  return rowsOf(rows, (r) => ({
    title: text(r.title),
    subtitle: [text(r.company_name), text(r.location), text(r.job_code)],
    fields: {
      title: [text(r.title), num(r.s_title)],
      companyName: [text(r.company_name), num(r.s_company)],
      location: [text(r.location), num(r.s_location)],
      // jobs have no job-code filter: the title filter is the closest way to list them
      jobCode: [text(r.job_code), num(r.s_code)],
    },
  }));
}

export async function searchJobSeekers(db: Db, q: string, size: number): Promise<SearchRow[]> {
  const { rows } = await sql<Raw>`
    SELECT id, score, full_name, email, phone, skills,
           word_similarity(${q}, coalesce(full_name, '')) AS s_name,
           word_similarity(${q}, coalesce(email, '')) AS s_email,
           word_similarity(${q}, coalesce(phone, '')) AS s_phone,
           word_similarity(${q}, search_text(VARIADIC skills)) AS s_skills
    FROM (
      SELECT id, full_name, email, phone, skills, created_at,
             word_similarity(${q}, search_text(VARIADIC (ARRAY[full_name, email, phone] || skills))) AS score
      FROM job_seekers
      WHERE ${q} <% search_text(VARIADIC (ARRAY[full_name, email, phone] || skills))
      ORDER BY score DESC, created_at DESC
      LIMIT ${size}
    ) best
    ORDER BY score DESC, created_at DESC`.execute(db);
  return rowsOf(rows, (r) => ({
    title: text(r.full_name),
    subtitle: [text(r.email), text(r.phone)],
    fields: {
      'personalDetails.fullName': [text(r.full_name), num(r.s_name)],
      'personalDetails.email': [text(r.email), num(r.s_email)],
      phone: [text(r.phone), num(r.s_phone)],
      skills: [Array.isArray(r.skills) ? (r.skills as string[]).join(', ') : null, num(r.s_skills)],
    },
  }));
}

export async function searchCompanies(db: Db, q: string, size: number): Promise<SearchRow[]> {
  const { rows } = await sql<Raw>`
    SELECT id, score, company_name, email, status,
           word_similarity(${q}, company_name) AS s_name,
           word_similarity(${q}, coalesce(email, '')) AS s_email
    FROM (
      SELECT id, company_name, email, status, created_at,
             word_similarity(${q}, search_text(company_name, email)) AS score
      FROM companies
      WHERE ${q} <% search_text(company_name, email)
      ORDER BY score DESC, created_at DESC
      LIMIT ${size}
    ) best
    ORDER BY score DESC, created_at DESC`.execute(db);
  return rowsOf(rows, (r) => ({
    title: text(r.company_name),
    subtitle: [text(r.email)],
    fields: { companyName: [text(r.company_name), num(r.s_name)], email: [text(r.email), num(r.s_email)] },
  }));
}

export async function searchEmployers(db: Db, q: string, size: number): Promise<SearchRow[]> {
  const { rows } = await sql<Raw>`
    SELECT id, score, full_name, email,
           word_similarity(${q}, coalesce(full_name, '')) AS s_name,
           word_similarity(${q}, coalesce(email, '')) AS s_email
    FROM (
      SELECT id, full_name, email, created_at,
             word_similarity(${q}, search_text(full_name, email)) AS score
      FROM employers
      WHERE ${q} <% search_text(full_name, email)
      ORDER BY score DESC, created_at DESC
      LIMIT ${size}
    ) best
    ORDER BY score DESC, created_at DESC`.execute(db);
  return rowsOf(rows, (r) => ({
    title: text(r.full_name),
    subtitle: [text(r.email)],
    fields: {
      'personalDetails.fullName': [text(r.full_name), num(r.s_name)],
      'personalDetails.email': [text(r.email), num(r.s_email)],
    },
  }));
}

/**
 * Applications of the closest seekers (by name) and jobs (by title), best of either first; found
 * through the applications' seeker and job indexes, never by reading every application.
 */
export async function searchApplications(db: Db, q: string, size: number): Promise<SearchRow[]> {
  const { rows } = await sql<Raw>`
    WITH seekers AS (
      SELECT id, word_similarity(${q}, full_name) AS s
      FROM job_seekers WHERE ${q} <% full_name
      ORDER BY s DESC LIMIT ${CANDIDATES}
    ), jobs_found AS (
      SELECT id, word_similarity(${q}, title) AS s
      FROM jobs WHERE ${q} <% title
      ORDER BY s DESC LIMIT ${CANDIDATES}
    ), hits AS (
      SELECT a.id, a.created_at, sk.s AS s_name, 0 AS s_title
      FROM seekers sk JOIN job_applications a ON a.job_seeker_id = sk.id
      UNION ALL
      SELECT a.id, a.created_at, 0, jf.s
      FROM jobs_found jf JOIN job_applications a ON a.job_id = jf.id
    ), found AS (
      SELECT id, max(created_at) AS created_at, max(s_name) AS s_name, max(s_title) AS s_title
      FROM hits GROUP BY id
      ORDER BY greatest(max(s_name), max(s_title)) DESC, max(created_at) DESC
      LIMIT ${size}
    )
    SELECT f.id, greatest(f.s_name, f.s_title) AS score, f.s_name, f.s_title,
           s.full_name, j.title, coalesce(c.company_name, j.company_name) AS company_name, a.status
    FROM found f
    JOIN job_applications a ON a.id = f.id
    JOIN job_seekers s ON s.id = a.job_seeker_id
    JOIN jobs j ON j.id = a.job_id
    LEFT JOIN companies c ON c.id = j.company_id
    ORDER BY score DESC, f.created_at DESC`.execute(db);
  return rowsOf(rows, (r) => ({
    title: [text(r.full_name), text(r.title)].filter(Boolean).join(' – ') || null,
    subtitle: [text(r.company_name), text(r.status)],
    fields: { name: [text(r.full_name), num(r.s_name)], designation: [text(r.title), num(r.s_title)] },
  }));
}

/** Requests of the closest companies (by name) and employers (by email), best of either first. */
export async function searchCompanyRequests(db: Db, q: string, size: number): Promise<SearchRow[]> {
  const { rows } = await sql<Raw>`
    WITH companies_found AS (
      SELECT id, word_similarity(${q}, company_name) AS s
      FROM companies WHERE ${q} <% company_name
      ORDER BY s DESC LIMIT ${CANDIDATES}
    ), employers_found AS (
      SELECT id, word_similarity(${q}, email) AS s
      FROM employers WHERE ${q} <% email
      ORDER BY s DESC LIMIT ${CANDIDATES}
    ), hits AS (
      SELECT r.id, r.created_at, cf.s AS s_company, 0 AS s_email
      FROM companies_found cf JOIN company_requests r ON r.company_id = cf.id
      UNION ALL
      SELECT r.id, r.created_at, 0, ef.s
      FROM employers_found ef JOIN company_requests r ON r.employee_id = ef.id
    ), found AS (
      SELECT id, max(created_at) AS created_at, max(s_company) AS s_company, max(s_email) AS s_email
      FROM hits GROUP BY id
      ORDER BY greatest(max(s_company), max(s_email)) DESC, max(created_at) DESC
      LIMIT ${size}
    )
    SELECT f.id, greatest(f.s_company, f.s_email) AS score, f.s_company, f.s_email,
           c.company_name, e.email, r.status
    FROM found f
    JOIN company_requests r ON r.id = f.id
    JOIN companies c ON c.id = r.company_id
    JOIN employers e ON e.id = r.employee_id
    ORDER BY score DESC, f.created_at DESC`.execute(db);
  return rowsOf(rows, (r) => ({
    title: text(r.company_name),
    subtitle: [text(r.email), text(r.status)],
    fields: { companyName: [text(r.company_name), num(r.s_company)], employerEmail: [text(r.email), num(r.s_email)] },
  }));
}
