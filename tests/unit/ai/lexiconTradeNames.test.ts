/**
 * The trade's own names for its posts (27 Nov): a bench jeweller and a sunar are goldsmiths, a
 * section in-charge a floor post, and the trade's valuables logistics (secure-logistics
 * custodians, angadias) a post of its own, not any logistics.
 */
import { describe, expect, it } from 'vitest';
import { conceptIdsOf } from '../../../server/ai/local/localEmbedder';
import { localScore } from './localScore';

describe("lexicon: the trade's own names for its posts", () => {
  it('reads a bench jeweller and a sunar as goldsmiths, a section in-charge as store management', () => {
    for (const name of ['Bench jeweller', 'Bench jeweler', 'Sunar']) expect(conceptIdsOf(name).has('goldsmith'), name).toBe(true);
    expect(conceptIdsOf('Section incharge').has('store_manager')).toBe(true);
  });

  it("reads an angadia and a secure-logistics custodian as the trade's valuables logistics, not any logistics", () => {
    for (const name of ['Angadia', 'Custodian', 'Cash in transit', 'Secure logistics']) {
      expect(conceptIdsOf(name).has('valuables_logistics'), name).toBe(true);
      expect(conceptIdsOf(name).has('supply_chain'), name).toBe(false);
    }
    const job = {
      title: 'Custodian – Valuables Logistics',
      skillsRequired: ['Valuables Handling', 'Secure Transport'],
      description: 'Accompany consignments of gold and diamonds by road and air; handovers at showrooms and airport cargo.',
      yearsOfExperience: 2,
    };
    const angadia = localScore(job, { overview: 'Angadia, carrying diamond and jewellery parcels between Mumbai and Surat by train for five years.' });
    const exportDocs = localScore(job, { overview: 'Export documentation executive, 4 years: shipping bills, customs and SEZ paperwork for a jewellery unit.' });
    // an angadia was a courier like any other: no role, no skill
    expect(angadia.role).toBeGreaterThan(0);
    expect(angadia.score).toBeGreaterThan(exportDocs.score);
  });
});
