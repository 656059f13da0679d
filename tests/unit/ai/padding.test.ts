/**
 * Padding (domain/ai/padding.ts): a résumé's personal details, objectives and declarations
 * and a job ad's blurb, pay and perks are read as nothing, so a text weighs the same with or
 * without them; a résumé's own fields and ordinary words that resemble a label are kept.
 */
import { describe, expect, it } from 'vitest';
import { withoutPadding } from '../../../domain/ai/padding';
import { embedOne } from '../../../server/ai/local/localEmbedder';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('résumé padding', () => {
  it('drops personal details, objectives and declarations, to the end of their sentence', () => {
    const text =
      'CURRICULUM VITAE. Career objective: to work in a challenging environment for the growth of the organisation. ' +
      "Stone setter, 8 yrs, micro pave. Hobbies: reading, cricket. Date of birth 12/05/1984, married. Father's name: R. K. Sharma. " +
      'Declaration: I hereby declare that the above is true.';
    expect(withoutPadding(text)).toBe('Stone setter, 8 yrs, micro pave.');
    // Indian résumés write the label with or without the possessive
    expect(withoutPadding('Polisher, 3 yrs. Father name: Ram Singh. Mother Name - Sita Devi.')).toBe('Polisher, 3 yrs.');
    // an address's abbreviations ('Vill.', 'Distt.', 'Tq.', 'Opp.', 'H.No.') end no sentence: the address goes whole
    expect(withoutPadding('Setter, 5 yrs. Permanent address: Vill. Kheri, Distt. Rohtak, Haryana. Skills: pave.')).toBe('Setter, 5 yrs. Skills: pave.');
    expect(withoutPadding('Polisher. Address: H.No. 12, Opp. bus stand, P.O. Rampur, Tq. Haveli. Buffing 3 yrs.')).toBe('Polisher. Buffing 3 yrs.');
    // where the seeker comes from is no place the work is: 'Native place Amreli' (often without a colon), 'Hometown: Kota'
    expect(withoutPadding('4P karigar, 8 years. Native place Amreli. Hometown: Kota. Ghat and table.')).toBe('4P karigar, 8 years. Ghat and table.');
  });

  it("drops a job ad's company blurb, pay, perks and how to apply", () => {
    const ad =
      'Set diamonds in gold rings under the microscope. About us: a jewellery house with 25 showrooms. Salary no bar for the right candidate. ' +
      'Benefits: PF, ESIC and bonus. Walk-in interview Monday to Saturday. Contact HR on the number below.';
    expect(withoutPadding(ad)).toBe('Set diamonds in gold rings under the microscope.');
  });

  it("keeps a résumé's fields and words that only resemble a label", () => {
    expect(withoutPadding('Sales associate; interests in gemstones. Gold age is no label.')).toBe('Sales associate; interests in gemstones. Gold age is no label.');
    expect(withoutPadding('Skills: Rhino, Matrix')).toBe('Skills: Rhino, Matrix');
  });

  it('gives a padded profile the vector, the role and the years of the plain one', () => {
    const plain = 'Diamond grader, 5 years, colour and clarity of polished diamonds.';
    const padded = `Objective: seeking a suitable position in a reputed company. ${plain} Languages known: Hindi, English. Interests: music, travel.`;
    expect(cosine(embedOne(`Overview: ${plain}`), embedOne(`Overview: ${padded}`))).toBeCloseTo(1, 6);
    const a = seekerFeatures({ overview: plain });
    const b = seekerFeatures({ overview: padded });
    expect(b.roleWords).toBe(a.roleWords);
    expect(b.years).toBe(5);
  });
});
