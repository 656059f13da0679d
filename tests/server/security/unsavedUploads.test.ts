/**
 * Files uploaded and never saved on a record (server/storage/unsavedUploads.ts): a person's unsaved
 * uploads of the last day are bounded, and files nobody saved for a day are cleared by later
 * uploads, from the catalogue and the file store; saved files are never touched.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUCKETS, DEMO_USER } from '../../../domain/constants';
import { TOO_MANY_UNSAVED_UPLOADS, UNSAVED_UPLOADS } from '../../../server/storage/unsavedUploads';
import { signedInTestServer } from '../harness';
import { multipart, PNG_BYTES } from '../platform/helpers';

const signedIn = signedInTestServer();
let uploaded = 0;
// each case starts with no unsaved file of anyone's (the seed's files are all saved on records)
beforeEach(async () => {
  await signedIn.server.db.deleteFrom('stored_objects').where('owner_id', 'is', null).execute();
});

function upload() {
  const body = multipart([{ filename: `logo-${++uploaded}.png`, contentType: 'image/png', bytes: PNG_BYTES }], { fileName: `logo-${uploaded}.png` });
  return signedIn.server.app.inject({
    method: 'POST',
    url: `/api/s3/buckets/${BUCKETS.companyLogo}/upload?isPublic=true`,
    headers: { ...body.headers, cookie: signedIn.cookie },
    payload: body.payload,
  });
}

const objectOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
/** What saving a company with this logo does to the file's catalogue entry (server/services/storedFiles.ts). */
const saveOnCompany = (url: string) =>
  signedIn.server.db.updateTable('stored_objects').set({ owner_kind: 'company', owner_id: randomUUID() }).where('object', '=', objectOf(url)).execute();
const unsaved = async () => (await signedIn.server.db.selectFrom('stored_objects').select('object').where('owner_id', 'is', null).execute()).length;

describe('unsaved uploads a person may hold', () => {
  it('refuses the upload past the limit with a message, stores nothing for it, and has room again once one is saved', async () => {
    const urls: string[] = [];
    for (let i = 0; i < UNSAVED_UPLOADS.maxFiles; i++) {
      const res = await upload();
      expect(res.statusCode, res.body).toBe(200);
      urls.push(res.json().url);
    }
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_UNSAVED_UPLOADS, code: 'RATE_LIMITED' });
    expect(await unsaved()).toBe(UNSAVED_UPLOADS.maxFiles);

    // saving one on a record (a company takes it as its logo) makes room for the next
    await saveOnCompany(urls[0]);
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(429);
  });

  it('holds when the uploads arrive all at once: each was checked before any was stored, and all were kept', async () => {
    const answers = await Promise.all(Array.from({ length: UNSAVED_UPLOADS.maxFiles + 15 }, () => upload()));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(UNSAVED_UPLOADS.maxFiles);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: TOO_MANY_UNSAVED_UPLOADS, code: 'RATE_LIMITED' });
    }
    expect(await unsaved()).toBe(UNSAVED_UPLOADS.maxFiles);
  });

  it('counts bytes too, and only the uploader\'s own files', async () => {
    const big = { bucket: BUCKETS.resume, content_type: 'application/pdf', size: UNSAVED_UPLOADS.maxBytes, is_public: false };
    await signedIn.server.db.insertInto('stored_objects').values({ ...big, object: 'big-1.pdf', created_by: DEMO_USER.email }).execute();
    expect((await upload()).statusCode).toBe(429);
    await signedIn.server.db.updateTable('stored_objects').set({ created_by: 'colleague@example.com' }).where('object', '=', 'big-1.pdf').execute();
    expect((await upload()).statusCode).toBe(200);
  });
});

describe('files left unsaved for a day', () => {
  it('are deleted by later uploads, from the catalogue and the file store; saved and recent files stay', async () => {
    const old = (await upload()).json().url as string;
    const savedOld = (await upload()).json().url as string;
    const recent = (await upload()).json().url as string;
    await saveOnCompany(savedOld);
    await sql`UPDATE stored_objects SET created_at = now() - make_interval(hours => ${UNSAVED_UPLOADS.keepHours + 1})
      WHERE object IN (${objectOf(old)}, ${objectOf(savedOld)})`.execute(signedIn.server.db);

    expect((await upload()).statusCode).toBe(200);
    const left = (await signedIn.server.db.selectFrom('stored_objects').select('object').execute()).map((r) => r.object);
    expect(left).not.toContain(objectOf(old));
    expect(left).toContain(objectOf(savedOld));
    expect(left).toContain(objectOf(recent));
    expect(await signedIn.server.files.get(BUCKETS.companyLogo, objectOf(old))).toBeNull();
    expect(await signedIn.server.files.get(BUCKETS.companyLogo, objectOf(savedOld))).not.toBeNull();
    const read = await signedIn.server.app.inject({ method: 'GET', url: old, headers: { cookie: signedIn.cookie } });
    expect(read.statusCode).toBe(404);
  });
});
