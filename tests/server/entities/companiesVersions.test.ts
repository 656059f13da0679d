/** Company saves from a stale copy are refused (CONFLICT) so a staff member never overwrites unseen changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../../domain/messages';
import { actor, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

const input = { companyName: 'Versioned Co', companyDetails: { email: 'v@co.test', address: '1 Road', zipCode: '12345' }, links: { website: 'co.test' } };

describe('updateCompanyById with expectedUpdatedAt', () => {
  it('saves from the current copy, refuses the stale one and keeps the first save', async () => {
    const created = await t.services.companies.create(input, actor);
    const seen = created.updatedAt ?? created.createdAt;
    const first = await t.services.companies.update(created._id, { companyName: 'First Save' }, actor, seen);
    expect(first.companyName).toBe('First Save');
    const stale = await errorOf(t.services.companies.update(created._id, { companyName: 'Second Save' }, { email: 'other@example.com' }, seen));
    expect(stale.code).toBe('CONFLICT');
    expect(stale.message).toBe(CONFLICT_MESSAGES.staleCopy);
    expect((await t.services.companies.getById(created._id)).companyName).toBe('First Save');
    const fresh = await t.services.companies.update(created._id, { companyName: 'Second Save' }, actor, first.updatedAt);
    expect(fresh.companyName).toBe('Second Save');
  });

  it('a stale save of a deleted company is NOT_FOUND, and a malformed version is bad input', async () => {
    const created = await t.services.companies.create(input, actor);
    expect((await errorOf(t.services.companies.update(created._id, { companyName: 'X' }, actor, 'yesterday'))).code).toBe('BAD_USER_INPUT');
    await t.services.companies.remove(created._id);
    expect((await errorOf(t.services.companies.update(created._id, { companyName: 'X' }, actor, created.createdAt))).code).toBe('NOT_FOUND');
  });

  it('refuses an unknown approval status on create and update', async () => {
    const bad = await errorOf(t.services.companies.create({ ...input, status: 'archived' as never }, actor));
    expect(bad.code).toBe('BAD_USER_INPUT');
    const created = await t.services.companies.create(input, actor);
    expect((await errorOf(t.services.companies.update(created._id, { companyName: 'X', status: 'gone' as never }, actor))).code).toBe('BAD_USER_INPUT');
  });
});
