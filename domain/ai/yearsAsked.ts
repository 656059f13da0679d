/**
 * The years an ad asks in its own words, for a job whose years field was left empty (an ad pasted
 * in whole, an external job): 'Min 5 yrs in a jewellery showroom', '2-4 yrs', 'Graduates with 1-3
 * yrs exp', '8+ years in retail', 'at least three years'. A range asks its lower end; of several
 * asks the largest (the whole career asked; a smaller figure is usually part of it: '5 years, 2 of
 * them supervising'). Whether the ad takes freshers is read apart (takesFreshers): 'freshers can
 * also apply' beside a level of Mid-Level is an opening, not the level.
 *
 * A figure counts only where it reads as an ask: before 'exp' / 'experience' ('over 5 years of
 * experience'), or a range or 'N+', or after 'minimum', 'at least', 'with', 'having' or
 * 'experience of', and not after 'for', 'since' or 'over'. A company's age ('in the trade for 40
 * years', 'a 40 year old house', '25+ years of trust', 'a history of 30 years'), a course's, a
 * bond's or a pay rule's ('increment after 1 year') does not.
 */
import { oneSpaceRuns } from './whitespace';
import { amount, MOST, notACareer, WORD } from './yearWords';

const FIGURE = `(\\d{1,2}(?:\\.\\d)?|${WORD})`;
const ASKED = new RegExp(`\\b${FIGURE}\\s*(\\+|(?:-|–|—|to)\\s*(?:\\d{1,2}(?:\\.\\d)?|${WORD}))?\\s*(\\+)?\\s*(years?|yrs?|months?)\\b`, 'gi');
const ASK_BEFORE = /\b(?:min|minimum|min\.|atleast|at least|with|having|has|experience(?: of)?|exp(?: of)?|required|requires|need|needs)\s*[:\-–]?\s*$/i;
const ASK_AFTER = /^\s*(?:of\s+)?(?:relevant\s+|total\s+|working\s+|work\s+|hands[- ]on\s+|proven\s+)?(?:exp\b|exp\.|experience|experienced)/i;
/** A company's age or a pay or contract rule, not an ask. */
const NOT_ASKED_BEFORE = /\b(?:for|since|over|past|last|after|every|within|per|bond of|contract of|probation of)\s*(?:the\s+)?(?:last\s+|past\s+)?$/i;
const NOT_ASKED_AFTER = /^\s*(?:-\s*)?(?:of\s+)?(?:trust|excellence|service|serving|standing|presence|history|existence|journey|success|bond|contract|agreement|probation|warranty)\b/i;
const FRESHERS = /\bfreshers?\b/i;

export function yearsAskedInText(written: string): number | null {
  const text = oneSpaceRuns(written);
  let most: number | null = null;
  for (const m of text.matchAll(ASKED)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 25), at);
    const after = text.slice(at + m[0].length, at + m[0].length + 40);
    if (notACareer(text, at, m[0].length) || NOT_ASKED_AFTER.test(after)) continue;
    // 'over 5 years of experience' asks; 'in the trade for 40 years' does not
    const asks = ASK_AFTER.test(after) || (!NOT_ASKED_BEFORE.test(before) && (Boolean(m[2] || m[3]) || ASK_BEFORE.test(before)));
    if (!asks) continue;
    const years = amount(m[1]) * (m[4].toLowerCase().startsWith('month') ? 1 / 12 : 1);
    if (years >= 0 && years < MOST) most = Math.max(most ?? 0, Math.round(years * 10) / 10);
  }
  return most;
}

/** 'Freshers welcome', 'freshers can apply': the ad takes people with no years. */
export const takesFreshers = (text: string): boolean => FRESHERS.test(text);
