/**
 * How the trade writes a span of years, shared by what a profile says of its own years
 * (yearsInText.ts) and what an ad asks (yearsAsked.ts): figures or words ('nine years'), and the
 * spans that are no one's career (an age, a company's, a course's).
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
};
/** The number words, longest first, as a pattern to build others with. */
export const WORD = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|');

/** A figure or a number word ('a' of 'a decade' is one). */
export const amount = (n: string) => (n.toLowerCase() === 'a' ? 1 : (NUMBER_WORDS[n.toLowerCase()] ?? Number(n)));

/** Beyond this a figure is not a career (a birth year, a company's age). */
export const MOST = 50;

/**
 * A span that is not a career: an age or a company's ('28 years old', 'a 40-year-old house',
 * 'aged 24 years'), a course's ('3 year diploma', 'two years course'), a brand's legacy or a warranty.
 */
const NOT_A_CAREER_AFTER = /^\s*(?:-\s*)?(?:old\b|(?:of\s+)?(?:\w+\s+)?(?:diploma|degree|course|programme|program|legacy|heritage|warranty|guarantee)\b)/i;
const NOT_A_CAREER_BEFORE = /\b(?:aged?|age of|course of|diploma of|degree of|legacy of|warranty of|age\s*[:\-–]|umar\s*[:\-–]?)\s*$/i;

/** Whether the span written at `at` (`length` characters) is an age, a company's, a course's: no one's career. */
export function notACareer(text: string, at: number, length: number): boolean {
  return NOT_A_CAREER_AFTER.test(text.slice(at + length, at + length + 30)) || NOT_A_CAREER_BEFORE.test(text.slice(Math.max(0, at - 15), at));
}
