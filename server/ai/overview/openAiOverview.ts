/** Overviews from any server speaking OpenAI's POST /chat/completions. */
import type { OpenAiSettings } from '../config';
import { AiProviderError, type PostOptions, postJson } from '../openai/http';
import type { OverviewWriter } from './writer';

// Long résumés are cut: the overview needs the top of the document, and tokens cost money.
const MAX_RESUME_CHARS = 12_000;

export const OVERVIEW_INSTRUCTIONS =
  'You write short professional overviews of job seekers for recruiters in the jewellery and luxury-retail trade. ' +
  'From the resume text, write 3 to 5 plain sentences (no lists, no headings, no markdown): the headline role, ' +
  'total years of experience, key skills and tools, notable employers, and education or certifications. ' +
  'Use only facts stated in the resume; leave out anything it does not say. Do not include contact details.';

interface ChatAnswer {
  choices?: Array<{ message?: { content?: unknown } }>;
}

export function createOpenAiOverviewWriter(settings: OpenAiSettings, options: PostOptions = {}): OverviewWriter {
  return {
    name: `openai:${settings.chatModel}`,
    async write(resumeText: string) {
      const answer = (await postJson(
        settings,
        '/chat/completions',
        {
          model: settings.chatModel,
          temperature: 0.2,
          messages: [
            { role: 'system', content: OVERVIEW_INSTRUCTIONS },
            { role: 'user', content: resumeText.slice(0, MAX_RESUME_CHARS) },
          ],
        },
        options,
      )) as ChatAnswer;
      const content = answer?.choices?.[0]?.message?.content;
      const overview = typeof content === 'string' ? content.trim() : '';
      if (!overview) throw new AiProviderError('AI provider returned an empty overview.', null);
      return overview;
    },
  };
}
