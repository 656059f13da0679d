/** The text of a resume PDF, via unpdf (pdf.js). */
import { extractText, getDocumentProxy } from 'unpdf';
import { badInput } from '../../errors';

export const NO_READABLE_TEXT =
  'The resume has no readable text (it may be a scanned image), so no overview can be generated.';
export const UNREADABLE_PDF = 'The resume could not be read as a PDF, so no overview can be generated.';

/** Fewer letters than this is no résumé: a scanned page, a blank page, or only a page number. */
const MIN_LETTERS = 20;

export async function extractResumeText(bytes: Uint8Array): Promise<string> {
  let text: string;
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      text = (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  } catch {
    throw badInput(UNREADABLE_PDF);
  }
  const cleaned = text
    .replace(/\u0000/g, '')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if ((cleaned.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw badInput(NO_READABLE_TEXT);
  return cleaned;
}
