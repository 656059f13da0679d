/**
 * The Activity CSV (GET /api/activity.csv) is written batch by batch, and an event keeps the whole
 * before and after of each field changed: a batch of 1,000 edits of a job's description at its
 * 50,000 characters held 100 MB of text (~770 MB of memory read and written, four exports at once
 * 2.5 GB). A batch is now bounded by its bytes too (AUDIT_BATCH_BYTES), weighed in the database.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUDIT_BATCH_BYTES, auditBatches } from '../../../server/db/repositories/audit';
import { ACTIVITY_TEXT_CHARS } from '../../../server/rest/activity';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();

/** `count` events as the audit trigger writes them for edits of a description of `chars` characters (before and after). */
async function edits(count: number, chars: number, entityId: string) {
  await sql`INSERT INTO audit_events (actor_email, actor_name, entity, entity_id, action, summary, changes)
    SELECT 'admin@example.com', 'Amelia Hart', 'jobs', ${entityId}, 'update', 'Goldsmith ' || n,
           jsonb_build_object('description', jsonb_build_array(repeat('x', ${chars}), repeat('y', ${chars})))
    FROM generate_series(1, ${count}) AS n`.execute(signedIn.server.db);
}

describe('the Activity CSV', () => {
  it('reads heavy events in batches of at most AUDIT_BATCH_BYTES, every event once, newest first', async () => {
    await edits(120, 50_000, 'heavy');
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const batch of auditBatches(signedIn.server.db, { entityId: 'heavy' })) {
      sizes.push(batch.reduce((sum, e) => sum + JSON.stringify(e.changes).length, 0));
      seen.push(...batch.map((e) => e.id));
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    // before: one batch of 120 events, 12 MB
    expect(Math.max(...sizes)).toBeLessThanOrEqual(AUDIT_BATCH_BYTES);
    expect(sizes.length).toBeGreaterThan(5);
  });

  it('still reads light events in large batches, and the file holds every event', async () => {
    await edits(2_500, 10, 'light');
    const batches: number[] = [];
    for await (const batch of auditBatches(signedIn.server.db, { entityId: 'light' })) batches.push(batch.length);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(2_500);
    expect(Math.max(...batches)).toBe(1_000);
    expect(batches.length).toBeLessThanOrEqual(6);

    const res = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity.csv?filter_action=update', headers: { cookie: signedIn.cookie } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').filter((l) => l.includes('Goldsmith'));
    expect(lines).toHaveLength(2_620);
  });
});

describe('the Activity screens', () => {
  it("are sent each change's texts cut to ACTIVITY_TEXT_CHARS, while the CSV keeps them whole", async () => {
    await edits(100, 50_000, 'screen');
    const page = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity/jobs/screen?size=100', headers: { cookie: signedIn.cookie } });
    expect(page.statusCode).toBe(200);
    const { content } = page.json() as { content: Array<{ changes: { description: [string, string] } }> };
    expect(content).toHaveLength(100);
    expect(content[0].changes.description).toEqual([`${'x'.repeat(ACTIVITY_TEXT_CHARS)}…`, `${'y'.repeat(ACTIVITY_TEXT_CHARS)}…`]);
    // before: 10 MB
    expect(page.body.length).toBeLessThan(300_000);
    const csv = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity.csv?filter_action=update', headers: { cookie: signedIn.cookie } });
    expect(csv.body).toContain('y'.repeat(50_000));
  });
});
