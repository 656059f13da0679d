import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectUrl } from '../../../server/storage/fileStore';
import { actor, addCompany, addEmployer, addJob, addRequest, addSeeker, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

const valid = () => ({
  companyName: 'Maison Éclat',
  about: '<p>Fine <i>jewellery</i></p><img src=x onerror=alert(1)>',
  industry: 'Jewellery',
  companyDetails: { email: 'hello@eclat.test', address: '1 Rue de la Paix', city: 'Paris', country: 'France', zipCode: '75002' },
  links: { website: 'eclat.test', instagram: '@eclat' },
  metadata: { title: 'Maison Éclat', description: 'Paris jeweller' },
});

describe('createCompany', () => {
  it('creates a pending company with its first history entry and a derived url', async () => {
    const company = await t.services.companies.create(valid(), actor);
    expect(company).toMatchObject({
      companyName: 'Maison Éclat',
      status: 'pending',
      industry: 'Jewellery',
      companyDetails: { email: 'hello@eclat.test', zipCode: '75002', state: null },
      links: { website: 'eclat.test', instagram: '@eclat', linkedin: null },
      createdBy: actor.email,
    });
    expect(company.about).toBe('<p>Fine <i>jewellery</i></p>');
    expect(company.history).toEqual([{ status: 'pending', date: expect.any(String), changedBy: actor.email }]);
    expect(company.metadata).toMatchObject({ title: 'Maison Éclat', url: `/companies/maison-eclat-${company._id.slice(0, 8)}` });
    expect(await t.services.companies.getById(company._id)).toEqual(company);
  });

  it('answers each invalid field with the spec message', async () => {
    const error = await errorOf(
      t.services.companies.create(
        { companyName: ' ', companyDetails: { email: 'not-an-email', address: '', zipCode: '75 002' }, links: { website: 'no dot' } },
        actor,
      ),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({
      companyName: 'Company Name is required',
      'companyDetails.email': 'Valid email is required',
      'links.website': 'Website must be valid',
      'companyDetails.address': 'Address is required',
      'companyDetails.zipCode': 'Valid ZIP code is required',
    });
    const website = await errorOf(t.services.companies.create({ ...valid(), links: { website: 'eclat .test' } }, actor));
    expect(website.fields).toEqual({ 'links.website': 'Website must be valid' });
  });
});

describe('updateCompanyById', () => {
  it('appends a status change to history and keeps absent fields', async () => {
    const created = await t.services.companies.create(valid(), actor);
    const updated = await t.services.companies.update(created._id, { companyName: 'Maison Éclat', status: 'active' }, { email: 'boss@example.com' });
    expect(updated.status).toBe('active');
    expect(updated.companyDetails.email).toBe('hello@eclat.test');
    expect(updated.updatedBy).toBe('boss@example.com');
    expect(updated.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['pending', actor.email],
      ['active', 'boss@example.com'],
    ]);
    const same = await t.services.companies.update(created._id, { companyName: 'Renamed', status: 'active' }, actor);
    expect(same.history).toHaveLength(2);
    expect(same.companyName).toBe('Renamed');
  });

  it('requires a name and a digits-only zip when one is given', async () => {
    const created = await t.services.companies.create(valid(), actor);
    const error = await errorOf(t.services.companies.update(created._id, { companyName: '', companyDetails: { zipCode: 'AB1' } }, actor));
    expect(error.fields).toEqual({ companyName: 'Company Name is required', 'companyDetails.zipCode': 'Valid ZIP code is required' });
    const cleared = await t.services.companies.update(created._id, { companyName: 'X', companyDetails: { zipCode: '' } }, actor);
    expect(cleared.companyDetails.zipCode).toBeNull();
    expect((await errorOf(t.services.companies.update('missing', { companyName: 'X' }, actor))).code).toBe('NOT_FOUND');
  });
});

describe('deleteCompanyById', () => {
  it('keeps jobs (unlinked, named), unlinks employers and deletes requests', async () => {
    const companyId = await addCompany(t.db, { company_name: 'Gone Ltd' });
    const jobId = await addJob(t.db, { company_id: companyId, company_name: 'Gone Ltd' });
    const employerId = await addEmployer(t.db, { company_id: companyId });
    const requestId = await addRequest(t.db, companyId, employerId);
    expect(await t.services.companies.remove(companyId)).toBe(companyId);
    const job = await t.services.jobs.getById(jobId);
    expect(job).toMatchObject({ companyId: null, companyName: 'Gone Ltd', company: { companyName: 'Gone Ltd', logoUrl: null } });
    expect((await t.services.employers.getById(employerId)).companyId).toBeNull();
    expect((await errorOf(t.services.companyRequests.getById(requestId))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.services.companies.getById(companyId))).message).toBe('Company was not found.');
    expect((await errorOf(t.services.companies.remove(companyId))).code).toBe('NOT_FOUND');
  });
});

describe('stored files of deleted records', () => {
  it('deleting a company or a job seeker removes its logo or resume from the store and its catalogue', async () => {
    const put = async (bucket: string, object: string) => {
      await t.files.put(bucket, object, new Uint8Array([1, 2, 3]), 'application/octet-stream');
      await t.db.insertInto('stored_objects').values({ bucket, object, content_type: 'image/png', size: 3, is_public: true }).execute();
    };
    await put('company-logo', 'gone_1.png');
    await put('resume', 'cv_1.pdf');
    const companyId = await addCompany(t.db, { company_name: 'Gone', logo_url: objectUrl('company-logo', 'gone_1.png') });
    const seekerId = await addSeeker(t.db, { resume_url: objectUrl('resume', 'cv_1.pdf') });
    await t.services.companies.remove(companyId);
    await t.services.jobSeekers.remove(seekerId);
    expect(await t.files.get('company-logo', 'gone_1.png')).toBeNull();
    expect(await t.files.get('resume', 'cv_1.pdf')).toBeNull();
    expect(await t.db.selectFrom('stored_objects').selectAll().execute()).toEqual([]);
    const external = await addCompany(t.db, { logo_url: 'https://cdn.example.com/logo.png' });
    expect(await t.services.companies.remove(external)).toBe(external);
  });
});

describe('concurrent status changes', () => {
  it('keeps every history entry', async () => {
    const created = await t.services.companies.create(valid(), actor);
    await Promise.all([
      t.services.companies.update(created._id, { companyName: 'A', status: 'active' }, { email: 'one@example.com' }),
      t.services.companies.update(created._id, { companyName: 'A', status: 'rejected' }, { email: 'two@example.com' }),
    ]);
    const after = await t.services.companies.getById(created._id);
    expect(after.history).toHaveLength(3);
    expect(after.history.at(-1)?.status).toBe(after.status);
  });
});
