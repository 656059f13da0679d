/**
 * Files uploaded and not saved on any record. The console uploads a logo or résumé before it
 * saves the record (a new company has no id yet), so every upload starts unsaved, and a form
 * closed without saving leaves its file behind. Two rules keep those from filling the disk:
 *
 * - a person may hold at most UNSAVED_UPLOADS.maxFiles files (and maxBytes) uploaded in the last
 *   day and not saved on a record; the next upload is refused with a message until some are
 *   saved or cleared;
 * - a file nobody has saved for a day is deleted. Uploads carry that clean-up (a few files each,
 *   so no upload waits long), as sign-ins carry the clean-up of old sessions.
 *
 * A record that moves to another file releases the old one, which the console deletes itself;
 * one it could not delete is cleared here a day later.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client';
import type { FileStore } from './fileStore';
import { forgetUnownedObject, reserveObject } from './objectRecords';

export const UNSAVED_UPLOADS = {
  /** far above a day of real work: one file a form, each saved within minutes */
  maxFiles: 50,
  maxBytes: 200 * 1024 * 1024,
  /** how long an unsaved file waits for its record: a form left open over a working day */
  keepHours: 24,
  /** files cleared by one upload */
  clearedPerUpload: 10,
};

export const TOO_MANY_UNSAVED_UPLOADS =
  `You have uploaded ${UNSAVED_UPLOADS.maxFiles} files (or ${UNSAVED_UPLOADS.maxBytes / (1024 * 1024)} MB) in the last day that are not saved on any record. ` +
  `Save the records they belong to before uploading more; files left unsaved are deleted after ${UNSAVED_UPLOADS.keepHours} hours.`;

/** Whether `createdBy` may upload `size` more bytes now. */
export async function hasRoomForUpload(db: Db, createdBy: string, size: number): Promise<boolean> {
  const { rows } = await sql<{ files: number; bytes: number }>`
    SELECT count(*)::int AS files, coalesce(sum(size), 0)::float8 AS bytes FROM stored_objects
    WHERE created_by = ${createdBy} AND owner_id IS NULL
      AND created_at > now() - make_interval(hours => ${UNSAVED_UPLOADS.keepHours})`.execute(db);
  const held = rows[0];
  return held.files < UNSAVED_UPLOADS.maxFiles && held.bytes + size <= UNSAVED_UPLOADS.maxBytes;
}

export type Reservation = 'reserved' | 'name taken' | 'no room';

/**
 * Reserves the name of a new upload if its uploader still has room, as one decision per person:
 * the room is counted again under a lock on the uploader, so uploads sent in parallel (each
 * checked before any was stored) cannot pass the limit together; 80 at once were all stored.
 */
export async function reserveWithinRoom(db: Db, row: Parameters<typeof reserveObject>[1]): Promise<Reservation> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`unsaved-uploads:${row.createdBy}`}))`.execute(tx);
    if (!(await hasRoomForUpload(tx, row.createdBy, row.size))) return 'no room';
    return (await reserveObject(tx, row)) ? 'reserved' : 'name taken';
  });
}

/**
 * Deletes the oldest files left unsaved for more than a day, at most `limit`; returns how many.
 * Each goes from the catalogue first, on condition that nobody owns it (a record saving it at
 * that moment keeps it), then from the file store.
 */
export async function clearUnsavedUploads(db: Db, files: FileStore, limit = UNSAVED_UPLOADS.clearedPerUpload): Promise<number> {
  const { rows } = await sql<{ bucket: string; object: string }>`
    SELECT bucket, object FROM stored_objects
    WHERE owner_id IS NULL AND created_at < now() - make_interval(hours => ${UNSAVED_UPLOADS.keepHours})
    ORDER BY created_at LIMIT ${limit}`.execute(db);
  let cleared = 0;
  for (const { bucket, object } of rows) {
    if (!(await forgetUnownedObject(db, bucket, object))) continue;
    await files.delete(bucket, object);
    cleared++;
  }
  return cleared;
}
