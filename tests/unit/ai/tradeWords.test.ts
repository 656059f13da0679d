/**
 * The keyword part of the relevance score: words both texts name, weighed by their rarity in the
 * trade's own ads (server/ai/local/tradeWords.ts), where 'jewellery' and 'gold' are common and say
 * little, while a skill only some posts need ('rhodium', 'buffing') says much.
 */
import { describe, expect, it } from 'vitest';
import { tradeWords } from '../../../server/ai/local/tradeWords';
import { rareWordIndex, rareWordOverlap } from '../../../server/ai/local/wordVectors/rareWords';
import { conceptIdsOf } from '../../../server/ai/local/localEmbedder';
import { jobFeatures } from '../../../server/ai/jobFeatures';
import { relevanceFactors, relevanceParts } from '../../../server/ai/relevance';
import { RELEVANCE_WEIGHTS } from '../../../server/ai/relevanceWeights';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { localScore } from './localScore';

const overlap = (ad: string, profile: string) => rareWordOverlap(rareWordIndex(tradeWords(ad)), tradeWords(profile));

describe('trade words', () => {
  it("weighs a word by its rarity in the trade's ads, not in English", () => {
    const ad = 'Polisher for gold jewellery: rhodium plating and buffing of gold jewellery';
    // two shared words each, among the same others: the trade's everyday words against a craft's own
    const craft = overlap(ad, 'Rhodium and buffing work for a family firm in Surat');
    const trade = overlap(ad, 'Jewellery and gold work for a family firm in Surat');
    expect(craft).toBeGreaterThan(3 * trade);
  });

  it('is a cosine: 0 with nothing shared, 1 with the same words', () => {
    expect(overlap('Tally GST accountant', 'Hand engraving of signet rings')).toBe(0);
    expect(overlap('Hallmarking XRF assayer', 'Hallmarking XRF assayer')).toBeCloseTo(1, 5);
  });

  it("counts in the score's semantic part, lifting the profile that names the ad's own rarer work", () => {
    const job = jobFeatures({
      title: 'Assayer',
      skillsRequired: ['Fire assay', 'XRF'],
      description: 'BIS hallmarking centre needs an assayer: cupellation, XRF screening, HUID marking and sample records.',
    });
    const assayer = relevanceParts(0.5, job, seekerFeatures({ overview: 'Assayer, 4 years: cupellation of gold samples, XRF screening and HUID records at a hallmarking centre.' }));
    const showroom = relevanceParts(0.5, job, seekerFeatures({ overview: 'Jewellery showroom staff, 4 years: gold and diamond jewellery, customers, billing at the centre.' }));
    expect(assayer.trade).toBeGreaterThan(3 * showroom.trade);
    const semantic = (share: number) => relevanceFactors(assayer, { ...RELEVANCE_WEIGHTS, tradeWordShare: share }).semantic;
    expect(semantic(RELEVANCE_WEIGHTS.tradeWordShare)).not.toBeCloseTo(semantic(0), 3);
  });
});

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
