/**
 * Other trades' goods and workplaces (server/ai/local/otherTrades.ts): words this trade also uses
 * for its own work are not among them, their phrases that name another trade are.
 */
import { describe, expect, it } from 'vitest';
import { otherTradesOf } from '../../../server/ai/local/otherTrades';
import { tokenize } from '../../../server/ai/local/tokens';

const of = (text: string) => otherTradesOf(` ${tokenize(text).join(' ')} `).map((term) => term.trim());

describe('otherTradesOf', () => {
  it("does not read the trade's own software as a software house (ninth round)", () => {
    expect(of('Diamond planner: marking on Galaxy, Advisor software, yield calculation')).toEqual([]);
    expect(of('Cashier, 3 yrs: billing software, old gold exchange entry')).toEqual([]);
    expect(of('QA engineer (software testing), 3 years, Selenium')).toEqual(['software testing']);
    expect(of('Software developer at a software company')).toEqual(['software developer', 'software company']);
  });

  it("reads a quarry's stone and a chip fab's CVD as other trades'", () => {
    expect(of('Stone cutter at a Kota stone quarry, gang saw')).toEqual(['quarry', 'kota stone']);
    expect(of('Process engineer, semiconductor wafer fab: CVD and PECVD thin films')).toEqual(['semiconductor', 'wafer fab']);
  });
});
