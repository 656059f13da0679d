import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { resourceMessages } from '../../resources/i18n';
import { appMessages } from './en';

/** Accepts the resources' catalogue either as `{ resources: {...} }` or as its inner part. */
function resourcesPart(messages: unknown): { resources?: unknown } {
  if (messages && typeof messages === 'object' && 'resources' in messages) return messages as { resources: unknown };
  return { resources: messages };
}

/** The whole English catalogue: react-admin's defaults, the resources' texts, then the shell's. */
export function buildEnglishMessages(): TranslationMessages {
  return {
    ...englishMessages,
    ...resourcesPart(resourceMessages),
    ...appMessages,
    ra: {
      ...englishMessages.ra,
      notification: {
        ...englishMessages.ra.notification,
        // The spec's global notification defaults (§8).
        updated: appMessages.app.notification.saved,
        created: appMessages.app.notification.saved,
      },
      page: { ...englishMessages.ra.page, not_found: appMessages.app.not_found },
      // The list pages' range with the en dash MUI's own tables use ('1–5 of 6' under the
      // candidates), so every range in the console reads alike; the spec quotes none.
      navigation: {
        ...englishMessages.ra.navigation,
        page_range_info: '%{offsetBegin}–%{offsetEnd} of %{total}',
        partial_page_range_info: '%{offsetBegin}–%{offsetEnd} of more than %{offsetEnd}',
      },
    },
  } as TranslationMessages;
}

export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(() => buildEnglishMessages(), 'en', { allowMissing: true });
}

export { appMessages } from './en';
