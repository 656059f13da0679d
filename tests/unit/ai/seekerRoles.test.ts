/**
 * The role a profile names when it lists no preferred roles: what its overview says first
 * (domain/ai/seekerRoles.ts), past a qualification and past a résumé's section heading.
 */
import { describe, expect, it } from 'vitest';
import { rolesOf } from '../../../domain/ai/seekerRoles';

const roleIn = (overview: string) => rolesOf({ overview });

describe('the role an overview names first', () => {
  it('is its first clause', () => {
    expect(roleIn('Horologist trained in Switzerland, 8 years of overhauls.')).toEqual(['Horologist trained in Switzerland']);
  });

  it('is read past a qualification', () => {
    expect(roleIn('B.Sc Chemistry, XRF operator at a hallmarking centre.')).toEqual(['XRF operator at a hallmarking centre']);
  });

  it("is read past a section heading ('Experience:', 'SUMMARY -', 'Current designation -')", () => {
    expect(roleIn('Experience: Sr. Sales Associate, Swiss watch authorised dealer, Pune')).toEqual(['Sr. Sales Associate']);
    expect(roleIn('Work Experience: Cashier at a jewellery showroom')).toEqual(['Cashier at a jewellery showroom']);
    expect(roleIn('Professional Summary: CAD designer, Rhino and MatrixGold')).toEqual(['CAD designer']);
    expect(roleIn('SUMMARY - Store manager for 10 years')).toEqual(['Store manager for 10 years']);
    expect(roleIn('Current designation - Branch Manager, jewellery chain')).toEqual(['Branch Manager']);
  });

  it('keeps a clause that only starts with a heading word', () => {
    expect(roleIn('Profile builder and stylist for a bridal studio')).toEqual(['Profile builder and stylist for a bridal studio']);
  });

  it('comes after the preferred roles', () => {
    expect(rolesOf({ preferredRoles: ['Goldsmith'], overview: 'Experience: bench work on 22k gold.' })).toEqual(['Goldsmith', 'bench work on 22k gold']);
  });
});
