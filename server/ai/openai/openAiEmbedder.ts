/** Embeddings from any server speaking OpenAI's POST /embeddings, asked for 256 dimensions. */
import { EMBEDDING_LENGTH } from '../../../domain/constants';
import type { OpenAiSettings } from '../config';
import { type Embedder, l2Normalise } from '../embedder';
import { AiProviderError, type PostOptions, postJson } from './http';

interface EmbeddingsAnswer {
  data?: Array<{ index?: number; embedding?: unknown }>;
}

// Large batches are split so one request stays well under the providers' input limits.
const BATCH = 64;
// Embedding models read ~8k tokens; a longer job ad is cut rather than refused by the server.
const MAX_INPUT_CHARS = 16_000;

export function createOpenAiEmbedder(settings: OpenAiSettings, options: PostOptions = {}): Embedder {
  async function batch(texts: string[]): Promise<number[][]> {
    const answer = (await postJson(
      settings,
      '/embeddings',
      { model: settings.embeddingModel, input: texts.map((t) => t.slice(0, MAX_INPUT_CHARS)), dimensions: EMBEDDING_LENGTH, encoding_format: 'float' },
      options,
    )) as EmbeddingsAnswer;
    const data = Array.isArray(answer?.data) ? answer.data : [];
    if (data.length !== texts.length) {
      throw new AiProviderError(`AI provider returned ${data.length} embeddings for ${texts.length} texts.`, null);
    }
    const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    return ordered.map((item) => {
      const vector = item.embedding;
      if (!Array.isArray(vector) || vector.length !== EMBEDDING_LENGTH || !vector.every(Number.isFinite)) {
        const got = Array.isArray(vector) ? `${vector.length} numbers` : typeof vector;
        throw new AiProviderError(
          `AI provider returned an embedding of ${got}; ${EMBEDDING_LENGTH} numbers are required (does model '${settings.embeddingModel}' support dimensions=${EMBEDDING_LENGTH}?).`,
          null,
        );
      }
      // some servers ignore normalisation after truncating to `dimensions`
      return l2Normalise(vector as number[]);
    });
  }
  return {
    name: `openai:${settings.embeddingModel}`,
    async embed(texts: string[]) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...(await batch(texts.slice(i, i + BATCH))));
      return out;
    },
  };
}
