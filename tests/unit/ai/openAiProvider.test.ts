import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDING_LENGTH } from '../../../domain/constants';
import { loadAiConfig, type OpenAiSettings } from '../../../server/ai/config';
import { AiProviderError } from '../../../server/ai/openai/http';
import { createOpenAiEmbedder } from '../../../server/ai/openai/openAiEmbedder';
import { createOpenAiOverviewWriter } from '../../../server/ai/overview/openAiOverview';
import { type FakeAiServer, startFakeAiServer, vectorOf } from './fakeAiServer';

let server: FakeAiServer;
let settings: OpenAiSettings;
const fast = { retryBaseMs: 5 };

beforeAll(async () => {
  server = await startFakeAiServer();
  const config = loadAiConfig({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: server.baseUrl,
    AI_API_KEY: 'test-key',
    AI_EMBEDDING_MODEL: 'embed-small',
    AI_CHAT_MODEL: 'chat-mini',
    AI_TIMEOUT_MS: '300',
  });
  if (!config.openai) throw new Error('openai settings expected');
  settings = config.openai;
});
afterAll(() => server.close());

const embeddings = (count: number, length = EMBEDDING_LENGTH) => ({
  status: 200,
  body: { data: Array.from({ length: count }, (_, i) => ({ index: i, embedding: vectorOf(length, i + 1) })) },
});

describe('OpenAI-compatible embedder', () => {
  it('asks for 256 dimensions with the model and key, and returns unit vectors in input order', async () => {
    server.script([{ status: 200, body: { data: [{ index: 1, embedding: vectorOf(256, 2) }, { index: 0, embedding: vectorOf(256, 1) }] } }]);
    const vectors = await createOpenAiEmbedder(settings, fast).embed(['first', 'second']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].path).toBe('/v1/embeddings');
    expect(server.requests[0].auth).toBe('Bearer test-key');
    expect(server.requests[0].body).toMatchObject({ model: 'embed-small', input: ['first', 'second'], dimensions: 256 });
    expect(vectors).toHaveLength(2);
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 10);
    const expectedFirst = vectorOf(256, 1);
    const n = Math.hypot(...expectedFirst);
    expect(vectors[0][5]).toBeCloseTo(expectedFirst[5] / n, 10);
  });

  it('retries after 429 and succeeds', async () => {
    server.script([{ status: 429, body: { error: { message: 'Rate limit reached' } } }, embeddings(1)]);
    const vectors = await createOpenAiEmbedder(settings, fast).embed(['text']);
    expect(server.requests).toHaveLength(2);
    expect(vectors[0]).toHaveLength(256);
  });

  it('gives up after three 500s with the status and the server message', async () => {
    server.script([{ status: 500, body: { error: { message: 'model overloaded' } } }]);
    await expect(createOpenAiEmbedder(settings, fast).embed(['text'])).rejects.toThrow(
      /HTTP 500: model overloaded.*after 3 attempts/,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('retries after a 502 and a 503 and succeeds', async () => {
    server.script([{ status: 502, body: 'Bad Gateway' }, { status: 503, body: { error: 'overloaded' } }, embeddings(1)]);
    const vectors = await createOpenAiEmbedder(settings, fast).embed(['text']);
    expect(server.requests).toHaveLength(3);
    expect(vectors[0]).toHaveLength(256);
  });

  it('waits longer before each retry (exponential backoff)', async () => {
    server.script([{ status: 429, body: { error: { message: 'Rate limit reached' } } }, { status: 429 }, embeddings(1)]);
    const started = Date.now();
    await createOpenAiEmbedder(settings, { retryBaseMs: 60 }).embed(['text']);
    // 60 ms before the second attempt, 120 ms before the third
    expect(Date.now() - started).toBeGreaterThanOrEqual(175);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 401 and says why', async () => {
    server.script([{ status: 401, body: { error: { message: 'Incorrect API key provided' } } }]);
    await expect(createOpenAiEmbedder(settings, fast).embed(['text'])).rejects.toThrow(/HTTP 401: Incorrect API key/);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses vectors of the wrong length', async () => {
    server.script([embeddings(1, 1536)]);
    await expect(createOpenAiEmbedder(settings, fast).embed(['text'])).rejects.toThrow(/1536 numbers; 256 numbers are required/);
  });

  it('times out a silent server, retries, then fails clearly', async () => {
    server.script([{ status: 200, body: embeddings(1).body, delayMs: 1000 }]);
    await expect(createOpenAiEmbedder(settings, fast).embed(['text'])).rejects.toThrow(/no answer within 300 ms/);
    expect(server.requests).toHaveLength(3);
  });

  it('times out a server that stalls in the middle of its answer, and retries', async () => {
    server.script([{ ...embeddings(1), stallBodyMs: 1000 }, embeddings(1)]);
    const vectors = await createOpenAiEmbedder(settings, fast).embed(['text']);
    expect(server.requests).toHaveLength(2);
    expect(vectors[0]).toHaveLength(256);
    server.script([{ ...embeddings(1), stallBodyMs: 1000 }]);
    await expect(createOpenAiEmbedder(settings, fast).embed(['text'])).rejects.toThrow(/no answer within 300 ms.*after 3 attempts/);
  });

  it('retries a server that cannot be reached, then names the URL and the cause', async () => {
    const closed = await startFakeAiServer();
    await closed.close();
    const error = await createOpenAiEmbedder({ ...settings, baseUrl: closed.baseUrl }, fast)
      .embed(['text'])
      .then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toMatch(/^AI provider at http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings could not be reached: .*ECONNREFUSED.*after 3 attempts/);
    expect((error as AiProviderError).status).toBeNull();
  });

  it('refuses an answer that is not JSON without retrying', async () => {
    server.script([{ status: 200, rawBody: '<html>proxy login</html>' }]);
    await expect(createOpenAiEmbedder(settings, fast).embed(['text'])).rejects.toThrow(/answered with something that is not JSON/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('OpenAI-compatible overview writer', () => {
  it('sends the resume text to chat completions and returns the answer', async () => {
    server.script([{ status: 200, body: { choices: [{ message: { content: '  A CAD designer with 6 years of experience.  ' } }] } }]);
    const overview = await createOpenAiOverviewWriter(settings, fast).write('Resume text: CAD designer');
    expect(overview).toBe('A CAD designer with 6 years of experience.');
    expect(server.requests[0].path).toBe('/v1/chat/completions');
    expect(server.requests[0].body).toMatchObject({ model: 'chat-mini' });
    expect(JSON.stringify(server.requests[0].body)).toContain('Resume text: CAD designer');
  });

  it('treats an empty answer as a failure, never an empty overview', async () => {
    server.script([{ status: 200, body: { choices: [{ message: { content: '   ' } }] } }]);
    await expect(createOpenAiOverviewWriter(settings, fast).write('text')).rejects.toThrow(/empty overview/);
  });
});

describe('AI configuration', () => {
  it('defaults to the local providers', () => {
    expect(loadAiConfig({})).toMatchObject({ provider: 'local', openai: null });
  });
  it('fills OpenAI defaults and refuses bad values', () => {
    const config = loadAiConfig({ AI_PROVIDER: 'openai' });
    expect(config.openai).toMatchObject({ baseUrl: 'https://api.openai.com/v1', timeoutMs: 30000, maxAttempts: 3, apiKey: null });
    expect(() => loadAiConfig({ AI_PROVIDER: 'magic' })).toThrow(/AI_PROVIDER/);
    expect(() => loadAiConfig({ AI_PROVIDER: 'openai', AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
