/** Which AI providers the server uses, read once from the environment (see server/ai/README.md). */

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | null;
  embeddingModel: string;
  chatModel: string;
  timeoutMs: number;
  maxAttempts: number;
}

export interface AiConfig {
  provider: 'local' | 'openai';
  /** present when provider is 'openai' */
  openai: OpenAiSettings | null;
  /** how often the background queue looks for work, in ms */
  queuePollMs: number;
}

export const DEFAULT_AI_TIMEOUT_MS = 30_000;
export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

function positiveInt(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got '${raw}'.`);
  return value;
}

export function loadAiConfig(env: Record<string, string | undefined> = process.env): AiConfig {
  const provider = (env.AI_PROVIDER ?? 'local').trim().toLowerCase() || 'local';
  const queuePollMs = positiveInt(env, 'AI_QUEUE_POLL_MS', 2000);
  if (provider === 'local') return { provider, openai: null, queuePollMs };
  if (provider !== 'openai') throw new Error(`AI_PROVIDER must be 'local' or 'openai', got '${env.AI_PROVIDER}'.`);
  const baseUrl = (env.AI_BASE_URL ?? 'https://api.openai.com/v1').trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`AI_BASE_URL must start with http:// or https://, got '${baseUrl}'.`);
  return {
    provider,
    queuePollMs,
    openai: {
      baseUrl,
      apiKey: env.AI_API_KEY?.trim() || null,
      embeddingModel: env.AI_EMBEDDING_MODEL?.trim() || DEFAULT_EMBEDDING_MODEL,
      chatModel: env.AI_CHAT_MODEL?.trim() || DEFAULT_CHAT_MODEL,
      timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS),
      maxAttempts: positiveInt(env, 'AI_MAX_ATTEMPTS', 3),
    },
  };
}
