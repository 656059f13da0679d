/**
 * The seeker's own role above the opening's level (domain/ai/seekerRoles.ts): what the match
 * explanation names, read by the very rule the relevance score charges (overRank).
 */
import { describe, expect, it } from 'vitest';
import { roleAboveTitle, type SeekerRoleSource } from '../../../domain/ai/seekerRoles';
import { relevanceParts } from '../../../server/ai/relevance';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures } from '../../../server/ai/jobFeatures';

const salesJob = { title: 'Jewellery Sales Executive' };
const storeManager = { preferredRoles: ['Store Manager'], overview: 'Store manager of a gold jewellery showroom, 9 years.' };

/** The score's own verdict on the same pair: a rank above the title's costs it. */
const scoreHoldsAbove = (job: { title?: string | null }, seeker: SeekerRoleSource) =>
  relevanceParts(0.6, jobFeatures(job), seekerFeatures(seeker)).overRank > 0;

describe('roleAboveTitle', () => {
  it("names a store manager's role for a sales-executive opening, as the profile writes it", () => {
    expect(roleAboveTitle(salesJob, storeManager)).toBe('Store Manager');
    expect(roleAboveTitle(salesJob, { preferredRoles: ['  Store Manager '] })).toBe('Store Manager');
  });

  it('names a head above a manager: an area manager for a store manager opening', () => {
    expect(roleAboveTitle({ title: 'Store Manager' }, { preferredRoles: ['Area Manager'] })).toBe('Area Manager');
  });

  it('holds the lowest role the seeker names: one who names the counter too is not above it', () => {
    expect(roleAboveTitle(salesJob, { preferredRoles: ['Store Manager', 'Sales Executive'] })).toBeNull();
    expect(roleAboveTitle({ title: 'Store Manager' }, { preferredRoles: ['Assistant Store Manager'] })).toBeNull();
  });

  it('reads the overview as the score does: its first words, after any objective', () => {
    expect(roleAboveTitle(salesJob, { overview: 'Career objective: to grow with a reputed brand. Store manager of a jewellery showroom, 9 years.' })).toBe(
      'Store manager of a jewellery showroom',
    );
  });

  it('says nothing without a title, without a role, or when the headline names no level', () => {
    expect(roleAboveTitle({}, storeManager)).toBeNull();
    expect(roleAboveTitle({ title: '  ' }, storeManager)).toBeNull();
    expect(roleAboveTitle(salesJob, {})).toBeNull();
    expect(roleAboveTitle(salesJob, { overview: 'Goldsmith with 10 years at a jewellery workshop.' })).toBeNull();
  });

  it("agrees with the score's rank cost on every case", () => {
    const cases: Array<[{ title?: string | null }, SeekerRoleSource]> = [
      [salesJob, storeManager],
      [salesJob, { preferredRoles: ['Store Manager', 'Sales Executive'] }],
      [{ title: 'Store Manager' }, { preferredRoles: ['Assistant Store Manager'] }],
      [{ title: 'Store Manager' }, { preferredRoles: ['Area Manager'] }],
      [{}, storeManager],
      [salesJob, { overview: 'Goldsmith with 10 years at a jewellery workshop.' }],
      [salesJob, { overview: 'Career objective: to grow with a reputed brand. Store manager of a jewellery showroom, 9 years.' }],
    ];
    for (const [job, seeker] of cases) expect(roleAboveTitle(job, seeker) !== null).toBe(scoreHoldsAbove(job, seeker));
  });
});
