/**
 * Builds the AI data a database lacks in one pass, in bulk: overviews of seekers whose résumé text
 * is stored, then the vectors of seekers with an overview and of internal jobs. With the local
 * models (deterministic, ~1 ms an item) the demo marketplace is AI-ready before "Console ready"
 * prints, instead of a newcomer's first job saying 'No relevant candidates found.' for a minute.
 * A seeker without stored résumé text (an upload not yet read) is left to the background queue.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { toPgVector } from './embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText, type SeekerTextSource } from './embeddingText';
import type { AiProviders } from './providers';
import { yearsFromProfileText } from './seekerFeatures';
import { findJobTextsMissingVectors, findSeekersMissingVectors, findSeekersMissingYearsInText, yearsInTextValue } from '../db/repositories/ai';

const BATCH = 250;

export interface BulkBuildReport {
  overviews: number;
  seekerVectors: number;
  jobVectors: number;
}

/** What each seeker's text says of their years, as the relevance score reads it ('NaN': nothing). */
const yearsOf = (seekers: SeekerTextSource[]) => seekers.map((s) => yearsInTextValue(yearsFromProfileText(s)));

async function inBatches<T>(items: T[], work: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await work(items.slice(i, i + BATCH));
}

export async function buildMissingAiData(db: Db, providers: AiProviders): Promise<BulkBuildReport> {
  const report: BulkBuildReport = { overviews: 0, seekerVectors: 0, jobVectors: 0 };

  const needOverview = await db
    .selectFrom('job_seekers')
    .select(['id', 'resume_text'])
    .where('resume_url', 'is not', null)
    .where('overview', 'is', null)
    .where('resume_text', 'is not', null)
    .execute();
  await inBatches(needOverview, async (batch) => {
    const written: Array<{ id: string; overview: string }> = [];
    for (const row of batch) {
      const overview = (await providers.overviewWriter.write(row.resume_text ?? '')).trim();
      if (overview) written.push({ id: row.id, overview });
    }
    if (written.length === 0) return;
    // only where the overview is still missing: an edit or a console call meanwhile wins
    await sql`
      UPDATE job_seekers s SET overview = w.overview, embedding = NULL, embedding_updated_at = NULL
      FROM unnest(${sql.val(written.map((w) => w.id))}::uuid[], ${sql.val(written.map((w) => w.overview))}::text[]) AS w(id, overview)
      WHERE s.id = w.id AND s.overview IS NULL`.execute(db);
    report.overviews += written.length;
  });

  const seekers = await findSeekersMissingVectors(db);
  await inBatches(seekers, async (batch) => {
    const vectors = await providers.embedder.embed(batch.map((s) => jobSeekerEmbeddingText(s)));
    // only where still missing and built from the overview read: an edit meanwhile wins
    await sql`
      UPDATE job_seekers s SET embedding = v.embedding::vector, embedding_updated_at = now(), years_in_text = v.years
      FROM unnest(${sql.val(batch.map((s) => s.id))}::uuid[], ${sql.val(vectors.map(toPgVector))}::text[],
        ${sql.val(batch.map((s) => s.overview ?? ''))}::text[], ${sql.val(yearsOf(batch))}::float8[]) AS v(id, embedding, overview, years)
      WHERE s.id = v.id AND s.embedding IS NULL AND s.overview = v.overview`.execute(db);
    report.seekerVectors += batch.length;
  });

  // vectors built before the scan weighed the years a résumé states (migration 024)
  await inBatches(await findSeekersMissingYearsInText(db), async (batch) => {
    await sql`
      UPDATE job_seekers s SET years_in_text = v.years
      FROM unnest(${sql.val(batch.map((s) => s.id))}::uuid[], ${sql.val(batch.map((s) => s.overview ?? ''))}::text[],
        ${sql.val(yearsOf(batch))}::float8[]) AS v(id, overview, years)
      WHERE s.id = v.id AND s.years_in_text IS NULL AND s.embedding IS NOT NULL AND coalesce(s.overview, '') = v.overview`.execute(db);
  });

  const jobs = await findJobTextsMissingVectors(db);
  await inBatches(jobs, async (batch) => {
    const vectors = await providers.embedder.embed(batch.map((j) => jobEmbeddingText(j)));
    await sql`
      UPDATE jobs j SET embedding = v.embedding::vector, embedding_updated_at = now()
      FROM unnest(${sql.val(batch.map((j) => j.id))}::uuid[], ${sql.val(vectors.map(toPgVector))}::text[]) AS v(id, embedding)
      WHERE j.id = v.id AND j.embedding IS NULL`.execute(db);
    report.jobVectors += batch.length;
  });
  return report;
}
