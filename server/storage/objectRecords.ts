/** The stored_objects table: who uploaded what, when, and whether it was marked public. */
import type { Db } from '../db/client';

export async function recordObject(
  db: Db,
  row: { bucket: string; object: string; contentType: string; size: number; isPublic: boolean; createdBy: string },
): Promise<void> {
  await db
    .insertInto('stored_objects')
    .values({
      bucket: row.bucket,
      object: row.object,
      content_type: row.contentType,
      size: row.size,
      is_public: row.isPublic,
      created_by: row.createdBy,
    })
    .onConflict((oc) =>
      oc.columns(['bucket', 'object']).doUpdateSet({
        content_type: row.contentType,
        size: row.size,
        is_public: row.isPublic,
        created_by: row.createdBy,
        created_at: new Date(),
      }),
    )
    .execute();
}

export async function forgetObject(db: Db, bucket: string, object: string): Promise<boolean> {
  const result = await db
    .deleteFrom('stored_objects')
    .where('bucket', '=', bucket)
    .where('object', '=', object)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
