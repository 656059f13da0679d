/**
 * /api/s3: upload, read and delete stored objects. Reading requires a session like every other
 * /api route, public objects included: the console's <img> and <iframe> send the cookie anyway,
 * and nothing outside the console needs these files.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { badInput, notFound } from '../errors';
import { objectUrl, type FileStore } from '../storage/fileStore';
import { assertStorageNames, bucketNameError, isKnownBucket } from '../storage/names';
import { forgetObject, recordObject } from '../storage/objectRecords';
import { BUCKET_RULES, sniffContentType, tooLargeMessage, type BucketRule } from '../storage/rules';
import { VALIDATION } from '../../domain/messages';
import { signedIn } from './auth';

interface ObjectParams {
  bucket: string;
  object: string;
}

export function registerStorageRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore }): void {
  app.post<{ Params: { bucket: string }; Querystring: { isPublic?: string } }>(
    '/api/s3/buckets/:bucket/upload',
    async (request) => {
      const user = signedIn(request.user);
      const { bucket } = request.params;
      const rule = ruleFor(bucket);
      const isPublic = request.query.isPublic !== 'false';
      const upload = await readUpload(request, rule);
      const object = upload.fileName;
      assertStorageNames(bucket, object);
      const contentType = sniffContentType(upload.bytes);
      if (!contentType || !rule.accepts.includes(contentType)) {
        throw badInput(rule.wrongTypeMessage, { file: rule.wrongTypeMessage });
      }
      await deps.files.put(bucket, object, upload.bytes, contentType);
      await recordObject(deps.db, { bucket, object, contentType, size: upload.bytes.byteLength, isPublic, createdBy: user.email });
      return { url: objectUrl(bucket, object) };
    },
  );

  app.get<{ Params: ObjectParams }>('/api/s3/buckets/:bucket/objects/:object', async (request, reply) => {
    const { bucket, object } = request.params;
    assertStorageNames(bucket, object);
    const file = await deps.files.get(bucket, object);
    if (!file) throw notFound('The file');
    // The helmet CSP is for the console's pages; a PDF shown in the browser's viewer needs none.
    reply.removeHeader('content-security-policy');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(object)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  app.delete<{ Params: ObjectParams }>('/api/s3/buckets/:bucket/objects/:object', async (request, reply) => {
    const { bucket, object } = request.params;
    assertStorageNames(bucket, object);
    const deleted = await deps.files.delete(bucket, object);
    const forgotten = await forgetObject(deps.db, bucket, object);
    if (!deleted && !forgotten) throw notFound('The file');
    return reply.code(204).send();
  });
}

function ruleFor(bucket: string): BucketRule {
  const nameError = bucketNameError(bucket);
  if (nameError) throw badInput(nameError);
  if (!isKnownBucket(bucket)) throw badInput(`There is no storage bucket named "${bucket}".`);
  return BUCKET_RULES[bucket];
}

/** Reads exactly one `file` part (bounded by the bucket's size limit) and the `fileName` field. */
async function readUpload(request: FastifyRequest, rule: BucketRule): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!request.isMultipart()) throw badInput('Send the file as multipart/form-data with the fields file and fileName.');
  let bytes: Uint8Array | null = null;
  let originalName = '';
  let fileName: string | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: 2, fields: 10, fieldSize: 4096 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (bytes !== null || part.fieldname !== 'file') {
          part.file.resume();
          throw badInput(VALIDATION.upload.oneFile, { file: VALIDATION.upload.oneFile });
        }
        bytes = new Uint8Array(await part.toBuffer());
        originalName = part.filename;
      } else if (part.fieldname === 'fileName' && typeof part.value === 'string') {
        fileName = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badInput(tooLargeMessage(rule), { file: tooLargeMessage(rule) });
    if (code === 'FST_FILES_LIMIT') throw badInput(VALIDATION.upload.oneFile, { file: VALIDATION.upload.oneFile });
    throw error;
  }
  if (bytes === null) throw badInput('Choose a file to upload.', { file: 'Choose a file to upload.' });
  if (bytes.byteLength === 0) throw badInput('The file is empty.', { file: 'The file is empty.' });
  return { bytes, fileName: fileName ?? originalName };
}
