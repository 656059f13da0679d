/** A tiny OpenAI-compatible server on 127.0.0.1 whose answers each test scripts. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Scripted {
  status: number;
  body?: unknown;
  /** wait before answering */
  delayMs?: number;
  /** the body as is, instead of `body` as JSON */
  rawBody?: string;
  /** send the headers and the start of the body, then stall this long before the rest */
  stallBodyMs?: number;
}

export interface FakeAiServer {
  baseUrl: string;
  requests: Array<{ path: string; body: Record<string, unknown>; auth: string | undefined }>;
  /** answers in order; the last one repeats */
  script(answers: Scripted[]): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function startFakeAiServer(): Promise<FakeAiServer> {
  let answers: Scripted[] = [{ status: 200, body: {} }];
  let served = 0;
  const requests: FakeAiServer['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push({ path: req.url ?? '', body, auth: req.headers.authorization });
    const answer = answers[Math.min(served++, answers.length - 1)];
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    const text = answer.rawBody ?? JSON.stringify(answer.body ?? {});
    if (answer.stallBodyMs) {
      res.write(text.slice(0, 1));
      await new Promise((r) => setTimeout(r, answer.stallBodyMs));
      if (res.destroyed) return;
      res.end(text.slice(1));
      return;
    }
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next) {
      answers = next;
      served = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function vectorOf(length: number, seed = 1): number[] {
  return Array.from({ length }, (_, i) => Math.sin(i * seed + 1));
}
