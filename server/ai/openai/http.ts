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

async function serverMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (body.error && typeof body.error.message === 'string') return body.error.message;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300) || response.statusText;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postJson(
  settings: OpenAiSettings,
  path: string,
  body: unknown,
  options: PostOptions = {},
): Promise<unknown> {
  const url = `${settings.baseUrl}${path}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const base = options.retryBaseMs ?? 500;
  let lastError: AiProviderError | null = null;
  for (let attempt = 1; attempt <= settings.maxAttempts; attempt++) {
    if (attempt > 1) await sleep(base * 2 ** (attempt - 2));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `no answer within ${settings.timeoutMs} ms` : (error as Error).message;
      lastError = new AiProviderError(`AI provider at ${url} could not be reached: ${reason}.`, null);
      continue;
    }
    if (response.ok) {
      try {
        return await response.json();
      } catch {
        throw new AiProviderError(`AI provider at ${url} answered with something that is not JSON.`, response.status);
      }
    }
    const message = await serverMessage(response);
    lastError = new AiProviderError(`AI provider at ${url} failed with HTTP ${response.status}: ${message}`, response.status);
    if (!retryable(response.status)) throw lastError;
  }
  throw new AiProviderError(
    `${lastError?.message ?? 'AI provider failed.'} (gave up after ${settings.maxAttempts} attempts)`,
    lastError?.status ?? null,
  );
}
