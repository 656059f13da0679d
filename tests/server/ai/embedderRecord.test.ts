/**
 * Stored vectors follow their embedder: a start with another embedder than the recorded one
 * clears every vector (they would not compare with the new ones); the same embedder keeps them;
 * a database from before the record has its local vectors rebuilt and OpenAI's kept.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDING_LENGTH } from '../../../domain/constants';
import { followEmbedder } from '../../../server/ai/embedderRecord';
import { addJob, addSeeker, openTestDb } from '../entities/fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
const vector = `[${new Array(EMBEDDING_LENGTH).fill(0).map((_, i) => (i === 0 ? 1 : 0)).join(',')}]`;

beforeEach(async () => {
  t = await openTestDb();
  await addJob(t.db, { title: 'Diamond Grader', embedding: vector });
  await addSeeker(t.db, { full_name: 'Priya Raman', embedding: vector });
  await addSeeker(t.db, { full_name: 'No Vector Yet' });
}, 60_000);
afterEach(() => t?.close());

async function vectors(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM jobs WHERE embedding IS NOT NULL) + (SELECT count(*) FROM job_seekers WHERE embedding IS NOT NULL) AS n`.execute(t.db);
  return Number(rows[0].n);
}

describe('vectors follow their embedder', () => {
  it('clears the local model’s vectors of a database from before the record, then keeps them while the embedder stays', async () => {
    expect(await vectors()).toBe(2);
    expect(await followEmbedder(t.db, 'local-lexical-v2', true)).toEqual({ previous: null, cleared: 2 });
    expect(await vectors()).toBe(0);
    await addJob(t.db, { title: 'Bench Jeweller', embedding: vector });
    expect(await followEmbedder(t.db, 'local-lexical-v2', true)).toEqual({ previous: 'local-lexical-v2', cleared: 0 });
    expect(await vectors()).toBe(1);
  });

  it('clears every vector when the embedder changes (a new local model, or a switch to OpenAI and back)', async () => {
    await followEmbedder(t.db, 'local-lexical-v2', true);
    await addSeeker(t.db, { full_name: 'Arjun Nair', embedding: vector });
    await addJob(t.db, { title: 'Bench Jeweller', embedding: vector });
    expect(await followEmbedder(t.db, 'openai:text-embedding-3-small', false)).toEqual({ previous: 'local-lexical-v2', cleared: 2 });
    expect(await vectors()).toBe(0);
  });

  it('keeps the vectors of an OpenAI database from before the record, and records the embedder', async () => {
    expect(await followEmbedder(t.db, 'openai:text-embedding-3-small', false)).toEqual({ previous: null, cleared: 0 });
    expect(await vectors()).toBe(2);
    const { rows } = await sql<{ value: string }>`SELECT value FROM ai_state WHERE key = 'embedder'`.execute(t.db);
    expect(rows[0].value).toBe('openai:text-embedding-3-small');
  });
});
