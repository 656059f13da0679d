/**
 * The server's text readers on hostile text: a field at its longest (50,000 characters,
 * TEXT_LIMITS.long) made of one pattern repeated, the shapes that make a regular expression try
 * every way to split a run (spaces and line ends, dashes, stops, digits, one endless word, tags
 * never closed). Every reader runs in the server's one thread, so one slow field would hold every
 * request behind it. Each reader gets each pattern; the slowest pair is the figure. On 27 Nov it
 * found runs of spaces and line ends costing the padding rule, the year readers and the résumé's
 * heading finder seconds, a 12,000-letter word the spelling step's look-up, and '<a <a <a …'
 * (a tag never closed) the rich-text readers the validation of a note runs: each grew with the
 * square of the field's length, and each is linear now.
 */
import { withoutPadding } from '../../../domain/ai/padding';
import { rolesOf } from '../../../domain/ai/seekerRoles';
import { requiredYears } from '../../../domain/ai/seniority';
import { yearsInText } from '../../../domain/ai/yearsInText';
import { htmlToPlainText, richTextLines } from '../../../domain/richText';
import { normaliseSearchQuery, searchTerms, searchWordsOf } from '../../../domain/search';
import { isBlankRichText, isValidEmail, isValidWebsite } from '../../../domain/validation/rules';
import { isWebLink } from '../../../domain/validation/links';
import { TEXT_LIMITS } from '../../../domain/validation/textLimits';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../../server/ai/embeddingText';
import { evidenceFor } from '../../../server/ai/evidence';
import { explainSkills } from '../../../server/ai/explain';
import { createLocalEmbedder } from '../../../server/ai/local/localEmbedder';
import { writeLocalOverview } from '../../../server/ai/overview/localOverview';
import { relevance } from '../../../server/ai/relevance';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures } from '../../../server/ai/jobFeatures';
import type { BenchSection } from '../run';

/** A quarter second of the one thread, once per edit: a job's or a profile's features are built once per edit and kept. */
const TARGET_MS = 250;

const PATTERNS = [
  ' ', '\n', ' \n', '\r\n', '\t', '\u00a0', '.', '-', ' - ', '–', ', ', '::', ' :', '|', ' | ', '(', '+', '0', '1 ', '5 ', '1-', '2015 ',
  '2015 - ', 'since ', ' years', 'a. ', 'Mr. ', 'Sr. ', 'exp. ', 'B.Sc ', 'Head, ', 'Objective: ', '• ', '<br>', '&nbsp;', '<li>', 'a', 'aa',
  '<', '<a ', '<br ', '@', 'a@', '@.', 'http://', '/', '%', '😀',
];

const hostile = (pattern: string) => {
  const body = pattern.repeat(Math.ceil(TEXT_LIMITS.long / pattern.length));
  return `Sales ${body}`.slice(0, TEXT_LIMITS.long - 3) + ' z!';
};

export const section: BenchSection = {
  name: 'Text readers on hostile text (a long field of one pattern)',
  order: 15,
  async run(log) {
    const embedder = createLocalEmbedder();
    const readers: Record<string, (text: string) => unknown> = {
      'job features': (t) => jobFeatures({ title: t.slice(0, 200), description: t, requirements: t, responsibilities: t, skillsRequired: [t.slice(0, 200)] }),
      'profile features': (t) => seekerFeatures({ overview: t, resumeText: t, skills: [t.slice(0, 200)], preferredRoles: [t.slice(0, 200)] }),
      'relevance of a pair': (t) => relevance(0.5, jobFeatures({ title: 'Sales Executive', description: t }), seekerFeatures({ overview: t })),
      'embedding of a job and a profile': (t) => embedder.embed([jobEmbeddingText({ title: 'Sales', description: t, requirements: t }), jobSeekerEmbeddingText({ overview: t, resumeText: t })]),
      'overview written from a résumé': (t) => writeLocalOverview(t),
      'skills matched and missing': (t) => explainSkills(['Stone setting', t.slice(0, 200)], { overview: t, resumeText: t }),
      'evidence phrases': (t) => evidenceFor({ title: 'Sales', skillsRequired: ['Stone setting', 'Polishing'] }, t),
      'years asked, years stated, roles, padding': (t) => [requiredYears({ description: t, requirements: t }), yearsInText(t, 2026), rolesOf({ overview: t }), withoutPadding(t)],
      'rich text read and checked': (t) => [htmlToPlainText(t), richTextLines(t), isBlankRichText(t)],
      'links and emails checked': (t) => [isValidEmail(t), isValidWebsite(t), isWebLink(t)],
      'search words': (t) => [searchWordsOf(t), searchTerms(normaliseSearchQuery(t), () => null)],
    };
    await embedder.embed(['warm up']);
    let worst = { ms: 0, reader: '', pattern: '' };
    for (const [reader, read] of Object.entries(readers)) {
      await read('Sales executive, 5 years.');
      let slowest = { ms: 0, pattern: '' };
      for (const pattern of PATTERNS) {
        const text = hostile(pattern);
        const started = performance.now();
        await read(text);
        const ms = performance.now() - started;
        if (ms > slowest.ms) slowest = { ms, pattern };
      }
      log(`${reader}: slowest ${slowest.ms.toFixed(1)} ms (${JSON.stringify(slowest.pattern)} repeated)`);
      if (slowest.ms > worst.ms) worst = { ...slowest, reader };
    }
    return [
      {
        figure: `text readers, a ${TEXT_LIMITS.long.toLocaleString('en-US')}-character field of one pattern (${PATTERNS.length} patterns), slowest`,
        target: `≤ ${TARGET_MS} ms`,
        measured: `${worst.ms.toFixed(1)} ms (${worst.reader}, ${JSON.stringify(worst.pattern)})`,
        pass: worst.ms <= TARGET_MS,
      },
    ];
  },
};
