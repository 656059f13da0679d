/**
 * Clients that never finish a request: half a body, headers that never end. The server closes
 * them once the request has taken longer than its limit (a second here instead of HTTP_TIMEOUTS,
 * so the test is quick), instead of holding the connection open for good.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS } from '../../../server/app';
import { DEMO_USER, RESUME_MAX_BYTES } from '../../../domain/constants';
import { startTestServer, type TestServer } from '../harness';

const LIMITS = { requestMs: 1_000, headersMs: 1_000, checkEveryMs: 100 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listen: true, httpTimeouts: LIMITS });
});
afterAll(() => server?.close());

/** Writes `text` and waits for the server to close the connection: what it answered, and when. */
function sendAndWaitForClose(text: string, giveUpMs: number): Promise<{ answer: string; afterMs: number }> {
  const { hostname, port } = new URL(server.baseUrl!);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

describe('a request that never completes is closed', () => {
  it('a sign-in body announced as 100 bytes of which 10 arrive', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, afterMs } = await sendAndWaitForClose(`${head}{"email":"`, 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
  });

  it('headers that never end', async () => {
    const { answer } = await sendAndWaitForClose('GET /api/me HTTP/1.1\r\nHost: localhost\r\nX-Slow: a', 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a connection that sends nothing', async () => {
    const { answer } = await sendAndWaitForClose('', 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a complete request on the same server is answered as usual', async () => {
    const res = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    expect(res.status).toBe(200);
  });
});

describe('the limits the server runs with', () => {
  it('leave time for the largest upload over a 512 kbit/s link, and cut stalled headers in seconds', () => {
    const slowLinkBytesPerMs = (512 * 1024) / 8 / 1000;
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThan(RESUME_MAX_BYTES / slowLinkBytesPerMs);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
  });
});
