/**
 * /api/s3: upload, read and delete stored objects. Reading requires a session like every other
 * /api route, public objects included: the console's <img> and <iframe> send the cookie anyway,
 * and nothing outside the console needs these files.
 *
 * Upload never overwrites: the name is reserved in the catalogue first, and a name in use gets a
 * unique suffix. Files uploaded and never saved on a record are bounded and cleared
 * (../storage/unsavedUploads.ts). A file a record owns (its logo or résumé) cannot be deleted
 * here; it goes with the record, or once the record points at another file.
 */
import type { FastifyInstance } from 'fastify';
import { type BucketName, BUCKETS } from '../../domain/constants';
import type { RestErrorBody } from '../../domain/errors';
import { fitObjectName, objectNameCharactersError, objectUrl } from '../../domain/storedObjects';
import type { Db } from '../db/client';
import { badInput, conflict, notFound } from '../errors';
import { checkContent } from '../storage/contentChecks';
import { withoutMetadata } from '../storage/imageMetadata';
import type { FileStore } from '../storage/fileStore';
import { assertStorageNames, bucketNameError, isKnownBucket, storageName, uploadNameError } from '../storage/names';
import { findObject, forgetUnownedObject, markVerified } from '../storage/objectRecords';
import { BUCKET_RULES, type BucketRule } from '../storage/rules';
import { FILE_CSP, fileAnswer } from '../storage/serving';
import { uniqueVariant } from '../storage/uniqueNames';
import { clearUnsavedUploads, hasRoomForUpload, reserveWithinRoom, TOO_MANY_UNSAVED_UPLOADS } from '../storage/unsavedUploads';
import { readUpload } from '../storage/upload';
import { signedIn } from './auth';

interface ObjectParams {
  bucket: string;
  object: string;
}

export const FILE_OWNED_MESSAGE =
  'This file belongs to a record. It is deleted with that record, or when the record gets another file.';
const NAME_ATTEMPTS = 5;

/**
 * How long a browser may keep a file it was given. A logo is shown on every list row and is no
 * one's personal data: five minutes spare the server. A résumé is a person's CV: never kept on a
 * staff member's disk, so it is gone with their session, a role change or the file's deletion.
 */
const CACHING: Record<BucketName, string> = {
  [BUCKETS.companyLogo]: 'private, max-age=300',
  [BUCKETS.resume]: 'no-store',
};

export function registerStorageRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore }): void {
  app.post<{ Params: { bucket: string }; Querystring: { isPublic?: string } }>(
    '/api/s3/buckets/:bucket/upload',
    async (request, reply) => {
      const user = signedIn(request.user);
      const { bucket } = request.params;
      const rule = ruleFor(bucket);
      const upload = await readUpload(request, rule);
      const requested = upload.fileName.normalize('NFC');
      // Every character of the name asked for is checked: it is also the download name (and one
      // that displays in another order than it is, only ever asked for, never stored again).
      const nameError = objectNameCharactersError(requested) ?? uploadNameError(requested);
      if (nameError) throw badInput(nameError, { fileName: nameError });
      assertStorageNames(bucket, fitObjectName(requested));
      await clearUnsavedUploads(deps.db, deps.files);
      const tooManyUnsaved: RestErrorBody = { error: TOO_MANY_UNSAVED_UPLOADS, code: 'RATE_LIMITED' };
      // before the content checks, so a person over the limit costs no PDF read; decided at the reservation
      if (!(await hasRoomForUpload(deps.db, user.email, upload.bytes.byteLength))) return reply.code(429).send(tooManyUnsaved);
      const verdict = await checkContent(upload.bytes, rule, user.id);
      if (!verdict.ok) throw badInput(verdict.message, { file: verdict.message });
      const bytes = verdict.contentType === 'application/pdf' ? upload.bytes : await withoutMetadata(upload.bytes, verdict.contentType, user.id);
      const row = {
        bucket,
        originalName: requested,
        contentType: verdict.contentType,
        size: bytes.byteLength,
        isPublic: request.query.isPublic !== 'false',
        createdBy: user.email,
      };
      for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
        const object = attempt === 0 ? fitObjectName(requested) : uniqueVariant(requested);
        const reservation = await reserveWithinRoom(deps.db, { ...row, object });
        if (reservation === 'no room') return reply.code(429).send(tooManyUnsaved);
        if (reservation === 'name taken') continue;
        try {
          await deps.files.put(bucket, object, bytes, verdict.contentType);
        } catch (error) {
          await forgetUnownedObject(deps.db, bucket, object);
          throw error;
        }
        return { url: objectUrl(bucket, object) };
      }
      throw conflict('Could not find a free name for the file. Please try again.');
    },
  );

  app.get<{ Params: ObjectParams }>('/api/s3/buckets/:bucket/objects/:object', async (request, reply) => {
    const bucket = request.params.bucket;
    const object = storageName(bucket, request.params.object);
    const file = await deps.files.get(bucket, object);
    if (!file) throw notFound('The file');
    const row = await findObject(deps.db, bucket, object);
    let verified = row?.verified ?? false;
    if (row && row.verified === null && isKnownBucket(bucket)) {
      // Stored before uploads were checked for structure: checked once, on its first read.
      verified = (await checkContent(file.bytes, BUCKET_RULES[bucket], request.user?.id)).ok;
      await markVerified(deps.db, bucket, object, verified);
    }
    const answer = fileAnswer(row?.contentType ?? file.contentType, verified, row?.originalName ?? object);
    return reply
      .header('content-type', answer.contentType)
      .header('content-disposition', answer.disposition)
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHING[bucket as BucketName] ?? 'no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  app.delete<{ Params: ObjectParams }>('/api/s3/buckets/:bucket/objects/:object', async (request, reply) => {
    const bucket = request.params.bucket;
    const object = storageName(bucket, request.params.object);
    const row = await findObject(deps.db, bucket, object);
    if (!row) throw notFound('The file');
    // The condition is in the DELETE: a record claiming the file meanwhile keeps it.
    if (row.owner || !(await forgetUnownedObject(deps.db, bucket, object))) throw conflict(FILE_OWNED_MESSAGE);
    await deps.files.delete(bucket, object);
    return reply.code(204).send();
  });
}

function ruleFor(bucket: string): BucketRule {
  const nameError = bucketNameError(bucket);
  if (nameError) throw badInput(nameError);
  if (!isKnownBucket(bucket)) throw badInput(`There is no storage bucket named "${bucket}".`);
  return BUCKET_RULES[bucket];
}
