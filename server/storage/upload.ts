/** Reads the multipart body of an upload: exactly one `file` part within the bucket's size limit, and its name. */
import type { FastifyRequest } from 'fastify';
import { VALIDATION } from '../../domain/messages';
import { AppError, badInput } from '../errors';
import { type BucketRule, tooLargeMessage } from './rules';

/** The name asked for is kept for downloads; longer than this is no file name. */
const FILE_NAME_MAX_BYTES = 1024;
const NAME_TOO_LONG = `The file name must be at most ${FILE_NAME_MAX_BYTES} bytes.`;
/** More form fields than an upload has (file and fileName; at most 10 are read): the multipart reader stops there. */
export const TOO_MANY_UPLOAD_FIELDS = 'The upload has too many form fields. Send only the fields file and fileName.';
/** A body the multipart reader gives up on (cut short, no boundary) is the sender's mistake, not the server's. */
export const UPLOAD_UNREADABLE =
  'The upload could not be read: the multipart/form-data body is incomplete or has no boundary. Please send the file again.';

export async function readUpload(request: FastifyRequest, rule: BucketRule): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!request.isMultipart()) throw badInput('Send the file as multipart/form-data with the fields file and fileName.');
  let bytes: Uint8Array | null = null;
  let originalName = '';
  let fileName: string | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: 2, fields: 10, fieldSize: FILE_NAME_MAX_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (bytes !== null || part.fieldname !== 'file') {
          part.file.resume();
          throw badInput(VALIDATION.upload.oneFile, { file: VALIDATION.upload.oneFile });
        }
        bytes = new Uint8Array(await part.toBuffer());
        originalName = part.filename;
      } else if (part.fieldname === 'fileName' && typeof part.value === 'string') {
        if (part.valueTruncated) throw badInput(NAME_TOO_LONG, { fileName: NAME_TOO_LONG });
        fileName = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badInput(tooLargeMessage(rule), { file: tooLargeMessage(rule) });
    if (code === 'FST_FILES_LIMIT') throw badInput(VALIDATION.upload.oneFile, { file: VALIDATION.upload.oneFile });
    // it was reported as a body "incomplete or with no boundary", which it was not
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badInput(TOO_MANY_UPLOAD_FIELDS);
    if (error instanceof AppError) throw error;
    throw badInput(UPLOAD_UNREADABLE, { file: UPLOAD_UNREADABLE });
  }
  if (bytes === null) throw badInput('Choose a file to upload.', { file: 'Choose a file to upload.' });
  if (bytes.byteLength === 0) throw badInput('The file is empty.', { file: 'The file is empty.' });
  return { bytes, fileName: fileName ?? originalName };
}
