/**
 * The role a profile names when it lists no preferred roles: what its overview says first
 * (domain/ai/seekerRoles.ts), past a qualification, a résumé's section heading and a letter's greeting.
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

  it("is read past a letter's greeting ('Respected Sir/Madam', 'Dear Sir')", () => {
    expect(roleIn('Respected Sir/Madam, I am working as Showroom Manager in a jewellers at Nagpur. Nine years.')).toEqual(['I am working as Showroom Manager in a jewellers at Nagpur']);
    expect(roleIn('Dear Sir, Goldsmith with 8 years of handmade work')).toEqual(['Goldsmith with 8 years of handmade work']);
    expect(roleIn('Hello! Good morning, Cashier at a jewellery shop')).toEqual(['Cashier at a jewellery shop']);
    // a word that only starts like a greeting is a role
    expect(roleIn('Dealer relations manager, watches')).toEqual(['Dealer relations manager']);
    expect(roleIn('Hi-tech CAD designer, Rhino')).toEqual(['Hi-tech CAD designer']);
  });

  it('keeps a clause that only starts with a heading word', () => {
    expect(roleIn('Profile builder and stylist for a bridal studio')).toEqual(['Profile builder and stylist for a bridal studio']);
  });

  it('comes after the preferred roles', () => {
    expect(rolesOf({ preferredRoles: ['Goldsmith'], overview: 'Experience: bench work on 22k gold.' })).toEqual(['Goldsmith', 'bench work on 22k gold']);
  });
});
