/**
 * The text readers see each run of spaces as one (domain/ai/whitespace.ts): the same words and
 * line ends, so what they read is unchanged, and their patterns stay linear on a field made of
 * spaces (the bench's "text readers on hostile text" times them).
 */
import { describe, expect, it } from 'vitest';
import { withoutPadding } from '../../../domain/ai/padding';
import { oneSpaceRuns } from '../../../domain/ai/whitespace';
import { yearsAskedInText } from '../../../domain/ai/yearsAsked';
import { statedYears } from '../../../domain/ai/yearsInText';

describe('runs of spaces', () => {
  it('become one space, or one line end when the run holds one', () => {
    expect(oneSpaceRuns('Stone  setter,\t\t8 yrs')).toBe('Stone setter, 8 yrs');
    expect(oneSpaceRuns('Stone setter \n\n  \r\n Polisher')).toBe('Stone setter\nPolisher');
    expect(oneSpaceRuns('a\u00a0\u00a0b')).toBe('a b');
  });

  it('leave what the readers find as it was', () => {
    expect(withoutPadding('Setter,   8 yrs.  \n\n  Hobbies: cricket.\n\n\nPolisher,  2 yrs.')).toBe('Setter, 8 yrs. \nPolisher, 2 yrs.');
    expect(statedYears(`Setter, 8 ${' '.repeat(5_000)} yrs`)).toBe(8);
    expect(yearsAskedInText(`Min${'\n \n'.repeat(5_000)}5 yrs`)).toBe(5);
  });
});
