/**
 * The stored_objects table: the catalogue of stored files, who uploaded each, under which name,
 * whether its content passed the structure checks, and which record owns it (007).
 */
import type { Db } from '../db/client';

export type OwnerKind = 'company' | 'jobseeker';
export interface Owner {
  kind: OwnerKind;
  id: string;
}

export interface ObjectRow {
  contentType: string;
  originalName: string | null;
  verified: boolean | null;
  owner: Owner | null;
}

/**
 * Takes the name for a new object: false when an object of that name exists already. Uploads
 * never overwrite, so the name is reserved here, in one statement, before any byte is written.
 */
export async function reserveObject(
  db: Db,
  row: { bucket: string; object: string; originalName: string; contentType: string; size: number; isPublic: boolean; createdBy: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('stored_objects')
    .values({
      bucket: row.bucket,
      object: row.object,
      original_name: row.originalName,
      content_type: row.contentType,
      size: row.size,
      is_public: row.isPublic,
      created_by: row.createdBy,
      verified: true,
    })
    .onConflict((oc) => oc.columns(['bucket', 'object']).doNothing())
    .returning('object')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findObject(db: Db, bucket: string, object: string): Promise<ObjectRow | null> {
  const row = await db
    .selectFrom('stored_objects')
    .select(['content_type', 'original_name', 'verified', 'owner_kind', 'owner_id'])
    .where('bucket', '=', bucket)
    .where('object', '=', object)
    .executeTakeFirst();
  if (!row) return null;
  return {
    contentType: row.content_type,
    originalName: row.original_name,
    verified: row.verified,
    owner: row.owner_kind && row.owner_id ? { kind: row.owner_kind, id: row.owner_id } : null,
  };
}

export async function markVerified(db: Db, bucket: string, object: string, verified: boolean): Promise<void> {
  await db.updateTable('stored_objects').set({ verified }).where('bucket', '=', bucket).where('object', '=', object).execute();
}

/** Gives an unowned object (or one the owner holds already) to `owner`; false when another record owns it or it does not exist. */
export async function claimObject(db: Db, bucket: string, object: string, owner: Owner): Promise<boolean> {
  const claimed = await db
    .updateTable('stored_objects')
    .set({ owner_kind: owner.kind, owner_id: owner.id })
    .where('bucket', '=', bucket)
    .where('object', '=', object)
    .where((eb) => eb.or([eb('owner_id', 'is', null), eb.and([eb('owner_kind', '=', owner.kind), eb('owner_id', '=', owner.id)])]))
    .returning('object')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The record no longer points at the object: it is nobody's, so the console may delete it. */
export async function releaseObject(db: Db, bucket: string, object: string, owner: Owner): Promise<void> {
  await db
    .updateTable('stored_objects')
    .set({ owner_kind: null, owner_id: null })
    .where('bucket', '=', bucket)
    .where('object', '=', object)
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .execute();
}

/**
 * Removes the catalogue entry of an object nobody owns; false when it is owned or absent. The
 * condition sits in the DELETE itself, so a record saving the file at the same moment either
 * keeps it or finds it gone, never pointing at a deleted file.
 */
export async function forgetUnownedObject(db: Db, bucket: string, object: string): Promise<boolean> {
  const result = await db
    .deleteFrom('stored_objects')
    .where('bucket', '=', bucket)
    .where('object', '=', object)
    .where('owner_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
