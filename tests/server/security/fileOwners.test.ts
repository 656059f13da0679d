/**
 * Issue 10 item 6: files have an owner. A record may point only at a file of its own bucket that
 * no other record owns; the console's order (upload, then save) gives the new file to the record
 * saved with it; deleting a record deletes only its own file; the DELETE route refuses an owned
 * file. Migration 007 gives the files of records saved before owners existed to those records.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectUrl } from '../../../domain/storedObjects';
import { migrate } from '../../../server/db/migrate';
import { addCompany, addSeeker } from '../entities/fixtures';
import { signedInTestServer } from '../harness';
import { makePdf, multipart, PNG_BYTES } from '../platform/helpers';

const signedIn = signedInTestServer();
let pdf: Buffer;
beforeAll(async () => {
  pdf = await makePdf();
});

let n = 0;
async function upload(bucket: 'resume' | 'company-logo'): Promise<string> {
  const body = multipart([{ filename: 'f', contentType: 'application/octet-stream', bytes: bucket === 'resume' ? pdf : PNG_BYTES }], { fileName: `owned_${++n}.${bucket === 'resume' ? 'pdf' : 'png'}` });
  const res = await signedIn.server.app.inject({ method: 'POST', url: `/api/s3/buckets/${bucket}/upload`, headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}
const get = (url: string) => signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });
const del = (url: string) => signedIn.server.app.inject({ method: 'DELETE', url, headers: { cookie: signedIn.cookie } });

const COMPANY = { companyName: 'Aurum Jewels', companyDetails: { email: 'hi@aurum.test', address: '1 Main St', zipCode: '400001' }, links: { website: 'aurum.test' } };
async function createCompany(logoUrl: string | null) {
  return signedIn.server.gql<{ createCompany: { _id: string; logoUrl: string | null } }>(
    'mutation($input: CompanyInput!) { createCompany(input: $input) { _id logoUrl } }',
    { input: { ...COMPANY, logoUrl } },
  );
}
const updateCompany = (id: string, logoUrl: string | null) =>
  signedIn.server.gql('mutation($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input) { _id logoUrl } }', { id, input: { companyName: 'Aurum Jewels', logoUrl } });
const deleteCompany = (id: string) => signedIn.server.gql('mutation($id: ID!) { deleteCompanyById(_id: $id) }', { id });
const setResume = (id: string, resumeUrl: string | null) =>
  signedIn.server.gql('mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { _id resumeUrl } }', { id, input: { resumeUrl } });
const ownerOf = async (url: string) => {
  const object = decodeURIComponent(url.split('/').pop() ?? '');
  return signedIn.server.db.selectFrom('stored_objects').select(['owner_kind', 'owner_id']).where('object', '=', object).executeTakeFirst();
};

describe('files have an owner', () => {
  it("the issue's attack: a company pointed at a seeker's résumé is refused, and deleting a company never removes it", async () => {
    const seekerId = await addSeeker(signedIn.server.db);
    const resume = await upload('resume');
    expect((await setResume(seekerId, resume)).errors).toBeUndefined();
    expect(await ownerOf(resume)).toEqual({ owner_kind: 'jobseeker', owner_id: seekerId });

    const attack = await createCompany(resume);
    expect(attack.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { logoUrl: 'The logo must be an image uploaded here (png, jpeg or jpg).' } });
    // Even a company row written with that URL by other means (before this rule) cannot take it with it.
    const legacy = await addCompany(signedIn.server.db, { company_name: 'Legacy', logo_url: resume });
    expect((await deleteCompany(legacy)).errors).toBeUndefined();
    expect((await get(resume)).statusCode).toBe(200);
  });

  it("a logo owned by one company cannot be another's, nor deleted through the route; it goes with its company", async () => {
    const logo = await upload('company-logo');
    const first = await createCompany(logo); // the console's order: upload, then create
    expect(first.errors).toBeUndefined();
    const firstId = first.data?.createCompany._id ?? '';
    expect(await ownerOf(logo)).toEqual({ owner_kind: 'company', owner_id: firstId });

    const second = await createCompany(logo);
    expect(second.errors?.[0].extensions?.fields).toEqual({ logoUrl: 'This file belongs to another record. Please upload the file again for this one.' });
    const other = (await createCompany(null)).data?.createCompany._id ?? '';
    expect((await updateCompany(other, logo)).errors?.[0].extensions?.fields).toHaveProperty('logoUrl');

    const refused = await del(logo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/belongs to a record/);
    expect((await deleteCompany(other)).errors).toBeUndefined();
    expect((await get(logo)).statusCode).toBe(200);

    expect((await deleteCompany(firstId)).errors).toBeUndefined();
    expect((await get(logo)).statusCode).toBe(404);
    expect(await ownerOf(logo)).toBeUndefined();
  });

  it('replacing a logo releases the old one for the console to delete; a failed save leaves the new one unclaimed', async () => {
    const oldLogo = await upload('company-logo');
    const id = (await createCompany(oldLogo)).data?.createCompany._id ?? '';
    const newLogo = await upload('company-logo');
    expect((await updateCompany(id, newLogo)).errors).toBeUndefined();
    expect(await ownerOf(oldLogo)).toEqual({ owner_kind: null, owner_id: null });
    expect((await del(oldLogo)).statusCode).toBe(204);

    const stale = await upload('company-logo');
    const failed = await signedIn.server.gql(
      'mutation($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input, expectedUpdatedAt: "2001-01-01T00:00:00.000Z") { _id } }',
      { id, input: { companyName: 'Aurum Jewels', logoUrl: stale } },
    );
    expect(failed.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await ownerOf(stale)).toEqual({ owner_kind: null, owner_id: null });
    expect(await ownerOf(newLogo)).toEqual({ owner_kind: 'company', owner_id: id });
    expect((await del(stale)).statusCode).toBe(204);
  });

  it('a URL of no stored file is refused, so a record never points at nothing', async () => {
    const seekerId = await addSeeker(signedIn.server.db);
    const res = await setResume(seekerId, objectUrl('resume', 'never-uploaded.pdf'));
    expect(res.errors?.[0].extensions?.fields).toEqual({ resumeUrl: 'This file is not in the file store. Please upload it again.' });
  });

  it("a seeker's résumé goes with the seeker; one that the seeker replaced is the console's to delete", async () => {
    const seekerId = await addSeeker(signedIn.server.db);
    const first = await upload('resume');
    const second = await upload('resume');
    await setResume(seekerId, first);
    await setResume(seekerId, second);
    expect((await del(first)).statusCode).toBe(204);
    expect((await signedIn.server.gql('mutation($id: ID!) { deleteJobSeeker(_id: $id) }', { id: seekerId })).errors).toBeUndefined();
    expect((await get(second)).statusCode).toBe(404);
  });
});

describe('migration 007', () => {
  it('gives the files of records saved before owners existed to those records (percent-encoded names included)', async () => {
    const db = signedIn.server.db;
    const object = 'Zoë Ünal_1764000000000_CV (final) 100%.pdf';
    await db.insertInto('stored_objects').values({ bucket: 'resume', object, content_type: 'application/pdf', size: 1, is_public: true }).execute();
    await db.insertInto('stored_objects').values({ bucket: 'company-logo', object: 'Maison Éclat_1_logo.png', content_type: 'image/png', size: 1, is_public: true }).execute();
    const seekerId = await addSeeker(db, { resume_url: objectUrl('resume', object) });
    const companyId = await addCompany(db, { logo_url: objectUrl('company-logo', 'Maison Éclat_1_logo.png') });
    // Back to the catalogue as it was before 007, then migrate again.
    await sql`ALTER TABLE stored_objects DROP COLUMN original_name, DROP COLUMN owner_kind, DROP COLUMN owner_id, DROP COLUMN verified`.execute(db);
    await db.deleteFrom('schema_migrations' as never).where('name' as never, '=', '007_stored_object_owners.sql' as never).execute();
    expect(await migrate(db)).toEqual(['007_stored_object_owners.sql']);
    const owners = await db.selectFrom('stored_objects').select(['object', 'owner_kind', 'owner_id']).where('object', 'in', [object, 'Maison Éclat_1_logo.png']).orderBy('object').execute();
    expect(owners).toEqual([
      { object: 'Maison Éclat_1_logo.png', owner_kind: 'company', owner_id: companyId },
      { object, owner_kind: 'jobseeker', owner_id: seekerId },
    ]);
  });
});
