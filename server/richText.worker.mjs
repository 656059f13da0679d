/**
 * Rich text sanitised in its own thread (see richTextWorker.ts): jsdom's parser takes up to a
 * second of CPU on a long text of an odd shape, which must not stall the server's other requests.
 * The sanitiser is the console's own (domain/richText.ts), loaded through tsx's loader, so the
 * server and the console keep one set of rules.
 *
 * Answers each { id, html } with { id, answer: sanitisedHtml }.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { createRichTextSanitizer } = await import('../domain/richText.ts');
const { JSDOM } = await import('jsdom');
const { default: createDOMPurify } = await import('dompurify');

const sanitize = createRichTextSanitizer(createDOMPurify(new JSDOM('').window));

parentPort.on('message', ({ id, html }) => {
  parentPort.postMessage({ id, answer: sanitize(html) });
});
