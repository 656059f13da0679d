import { describe, expect, it } from 'vitest';
import { roleRank } from '../../../domain/ai/roleRank';
import { levelYearsOfRole } from '../../../domain/ai/yearsInText';

describe('roleRank', () => {
  it("reads a role's rank from its name: newcomer, staff, in charge, manager, head", () => {
    expect(roleRank('Trainee Diamond Grader')).toBe(0);
    expect(roleRank('Jr. CAD Designer')).toBe(0);
    expect(roleRank('Sales Executive')).toBe(1);
    expect(roleRank('Bench Jeweller')).toBe(1);
    expect(roleRank('Floor Incharge')).toBe(2);
    expect(roleRank('Casting Supervisor')).toBe(2);
    expect(roleRank('Asst. Store Manager')).toBe(2);
    expect(roleRank('Deputy Showroom Manager')).toBe(2);
    expect(roleRank('Store Manager')).toBe(3);
    expect(roleRank('Head of Design')).toBe(4);
    expect(roleRank('Area Manager - 6 Stores')).toBe(4);
    expect(roleRank('GM - Operations')).toBe(4);
  });

  it('reads an empty or level-less name as staff, and a manager inside another word as none', () => {
    expect(roleRank('')).toBe(1);
    expect(roleRank('   ')).toBe(1);
    expect(roleRank('Managerial trainee')).toBe(0);
    expect(roleRank('Headphone sales')).toBe(1);
  });

  it('shares its level words with the years a role implies', () => {
    expect(levelYearsOfRole('Regional Manager')).toBe(10);
    expect(levelYearsOfRole('Apprentice setter')).toBe(0);
  });
});
