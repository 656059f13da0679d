/** Picks the embedder and the overview writer that the configuration asks for. */
import type { AiConfig } from './config';
import type { Embedder } from './embedder';
import { createLocalEmbedder } from './local/localEmbedder';
import { createOpenAiEmbedder } from './openai/openAiEmbedder';
import { createLocalOverviewWriter } from './overview/localOverview';
import { createOpenAiOverviewWriter } from './overview/openAiOverview';
import type { OverviewWriter } from './overview/writer';

export interface AiProviders {
  embedder: Embedder;
  overviewWriter: OverviewWriter;
}

export function createAiProviders(config: AiConfig): AiProviders {
  if (config.provider === 'openai' && config.openai) {
    return {
      embedder: createOpenAiEmbedder(config.openai),
      overviewWriter: createOpenAiOverviewWriter(config.openai),
    };
  }
  return { embedder: createLocalEmbedder(), overviewWriter: createLocalOverviewWriter() };
}
