/**
 * Two retail role families the lexicon drew wrong (27 Nov, late round): the heads of several
 * stores (area, cluster, regional, zonal managers) are a post of their own, related to the
 * store's manager but not it; and a luxury house's client advisor is its sales associate.
 */
import { describe, expect, it } from 'vitest';
import { conceptIdsOf } from '../../../server/ai/local/localEmbedder';
import { RELEVANCE_WEIGHTS } from '../../../server/ai/relevanceWeights';
import { localScore as score } from './localScore';

describe('lexicon: retail role families', () => {
  it('reads the heads of several stores apart from the store manager', () => {
    expect(conceptIdsOf('Cluster Manager').has('multi_store')).toBe(true);
    expect(conceptIdsOf('Zonal business head').has('multi_store')).toBe(true);
    expect(conceptIdsOf('Cluster Manager').has('store_manager')).toBe(false);
    expect(conceptIdsOf('Store Manager').has('multi_store')).toBe(false);
  });

  it("ranks a cluster manager's role above a store manager's for an area manager's opening", () => {
    const job = {
      title: 'Area Manager - Retail',
      skillsRequired: ['Multi-store operations', 'Team management', 'Sales targets'],
      description: 'Lead the sales, staff and audits of 6 jewellery showrooms in the west region.',
      yearsOfExperience: 10,
      experience: 'Management-Level',
    };
    const cluster = score(job, {
      overview: 'Cluster manager for a gold and diamond jewellery chain, 11 years: 5 showrooms, their targets, audits and staff; earlier a showroom manager.',
      preferredRoles: ['Cluster Manager'],
      yearsOfExperience: 11,
    });
    const store = score(job, {
      overview: 'Store manager of a gold and diamond jewellery showroom, 11 years: its targets, audits and a staff of 25; earlier a floor manager.',
      preferredRoles: ['Store Manager'],
      yearsOfExperience: 11,
    });
    // both were the one store-management concept: the same role credit (0.7)
    expect(cluster.role).toBeGreaterThan(store.role);
    expect(cluster.score - store.score).toBeGreaterThan(0.1);
  });

  it("reads a client advisor as the sales associate's role, both ways", () => {
    const advisorJob = {
      title: 'Client Advisor - Swiss Watch Boutique',
      skillsRequired: ['Luxury watch sales', 'Clienteling'],
      description: 'Sell Swiss watches to walk-in and repeat clients of our boutique; keep your client book.',
      yearsOfExperience: 3,
      experience: 'Mid-Level',
    };
    const associate = score(advisorJob, {
      overview: 'Sales associate at a luxury watch boutique, 4 years: selling Swiss watches to walk-in clients, explaining movements, keeping a client book.',
      preferredRoles: ['Sales Associate'],
      yearsOfExperience: 4,
    });
    // a related concept's credit (0.35) before: a client advisor was read as clienteling alone
    expect(associate.role).toBeGreaterThanOrEqual(RELEVANCE_WEIGHTS.conceptCredit);
    const associateJob = {
      title: 'Sales Associate',
      skillsRequired: ['Luxury retail', 'Customer handling'],
      description: 'Sell jewellery and watches at our boutique counter.',
      yearsOfExperience: 2,
      experience: 'Mid-Level',
    };
    const advisor = score(associateJob, {
      overview: 'Client advisor at a luxury jewellery and watch boutique, 3 years: walk-in clients, try-ons, after-sales.',
      preferredRoles: ['Client Advisor'],
      yearsOfExperience: 3,
    });
    expect(advisor.role).toBeGreaterThanOrEqual(RELEVANCE_WEIGHTS.conceptCredit);
  });
});
