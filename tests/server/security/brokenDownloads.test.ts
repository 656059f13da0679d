/**
 * A CSV download whose query fails. Before anything is sent (the first batch is read before the
 * headers), it is an ordinary error answer. After the 200 and the first lines went out, the server
 * cuts the connection without HTTP's closing chunk, so the client sees a failed transfer rather
 * than a short file that looks whole, and the fault is in the server's log. Over a real socket:
 * an injected request cannot show how the body ends.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as AuditRepository from '../../../server/db/repositories/audit';
import { signedInTestServer } from '../harness';

/** Set by a test: the trail's batches fail after the first (a fault that comes half-way through). */
const failAfterFirstBatch = vi.hoisted(() => ({ on: false }));
vi.mock('../../../server/db/repositories/audit', async (importOriginal) => {
  const original = await importOriginal<typeof AuditRepository>();
  return {
    ...original,
    async *auditBatches(...args: Parameters<typeof original.auditBatches>) {
      for await (const batch of original.auditBatches(...args)) {
        yield batch;
        if (failAfterFirstBatch.on) throw new Error('the database went away half-way');
      }
    },
  };
});

const signedIn = signedInTestServer({ listen: true });

describe('a CSV download that fails', () => {
  it('half-way: ends as a failed transfer, logged, never as a complete file', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failAfterFirstBatch.on = true;
    try {
      const res = await fetch(`${signedIn.server.baseUrl}/api/activity.csv`, { headers: { cookie: signedIn.cookie } });
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
      await vi.waitFor(() => expect(logged.mock.calls.flat().join('\n')).toContain('GET /api/activity.csv failed after its headers were sent'));
    } finally {
      failAfterFirstBatch.on = false;
      logged.mockRestore();
    }
  });

  it('at its first query: an error answer, no 200 and no file', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // A real fault below the query: the table the trail is read from is gone.
      await signedIn.server.db.schema.alterTable('audit_events').renameTo('audit_events_gone').execute();
      const res = await fetch(`${signedIn.server.baseUrl}/api/activity.csv`, { headers: { cookie: signedIn.cookie } });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      logged.mockRestore();
      await signedIn.server.db.schema.alterTable('audit_events_gone').renameTo('audit_events').execute();
    }
  });

  it('the same download whole, once the table is back', async () => {
    const res = await fetch(`${signedIn.server.baseUrl}/api/activity.csv`, { headers: { cookie: signedIn.cookie } });
    expect(res.status).toBe(200);
    expect((await res.text()).startsWith('When,')).toBe(true);
  });
});
