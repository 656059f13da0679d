/**
 * One JSON POST to an OpenAI-compatible server, with a timeout per attempt and retries with
 * exponential backoff on 429, 5xx and network errors. Failures carry the HTTP status and the
 * server's own message, so an operator can tell a bad key from an overloaded server.
 */
import type { OpenAiSettings } from '../config';

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface PostOptions {
  /** base delay of the backoff; tests shorten it */
  retryBaseMs?: number;
}

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function serverMessage(text: string, statusText: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (body.error && typeof body.error.message === 'string') return body.error.message;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300) || statusText;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt = { ok: true; value: unknown } | { ok: false; error: AiProviderError; retry: boolean };

/** fetch's own message is 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, ...). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const why = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : null;
  return why ? `${error.message} (${why})` : error.message;
}

/** A failure of the connection itself: no answer in time, refused, or broken mid-answer. */
function networkFailure(url: string, error: unknown, timeoutMs: number): Attempt {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const reason = timedOut ? `no answer within ${timeoutMs} ms` : describe(error);
  return { ok: false, retry: true, error: new AiProviderError(`AI provider at ${url} could not be reached: ${reason}.`, null) };
}

/** One request; the timeout covers the whole answer, body included (a server may stall mid-body). */
async function attemptOnce(url: string, init: RequestInit, timeoutMs: number): Promise<Attempt> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    return networkFailure(url, error, timeoutMs);
  }
  if (!response.ok) {
    const message = serverMessage(text, response.statusText);
    const error = new AiProviderError(`AI provider at ${url} failed with HTTP ${response.status}: ${message}`, response.status);
    return { ok: false, retry: retryable(response.status), error };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, retry: false, error: new AiProviderError(`AI provider at ${url} answered with something that is not JSON.`, response.status) };
  }
}

export async function postJson(
  settings: OpenAiSettings,
  path: string,
  body: unknown,
  options: PostOptions = {},
): Promise<unknown> {
  const url = `${settings.baseUrl}${path}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
  const base = options.retryBaseMs ?? 500;
  let lastError: AiProviderError | null = null;
  for (let attempt = 1; attempt <= settings.maxAttempts; attempt++) {
    if (attempt > 1) await sleep(base * 2 ** (attempt - 2));
    const outcome = await attemptOnce(url, init, settings.timeoutMs);
    if (outcome.ok) return outcome.value;
    lastError = outcome.error;
    if (!outcome.retry) throw lastError;
  }
  throw new AiProviderError(
    `${lastError?.message ?? 'AI provider failed.'} (gave up after ${settings.maxAttempts} attempts)`,
    lastError?.status ?? null,
  );
}
