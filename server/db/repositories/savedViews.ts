/** SQL of saved list views and each staff member's default view per list. */
import { sql } from 'kysely';
import type { Db } from '../client';
import { isUuid } from './shared';

export interface StoredFilter {
  key: string;
  value?: string | null;
  boolValue?: boolean | null;
}

export interface StoredSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface SavedViewRow {
  id: string;
  list: string;
  name: string;
  ownerId: string;
  ownerName: string;
  shared: boolean;
  filters: StoredFilter[];
  sort: StoredSort | null;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date | null;
}

type Raw = {
  id: string;
  list: string;
  name: string;
  owner_id: string;
  owner_name: string;
  shared: boolean;
  filters: StoredFilter[];
  sort: StoredSort | null;
  is_default: boolean;
  created_at: Date;
  updated_at: Date | null;
};

const toRow = (r: Raw): SavedViewRow => ({
  id: r.id,
  list: r.list,
  name: r.name,
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  shared: r.shared,
  filters: Array.isArray(r.filters) ? r.filters : [],
  sort: r.sort ?? null,
  isDefault: r.is_default,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The views of a list that `viewer` may see: their own and the shared ones, as the viewer sees them. */
function visible(viewer: string) {
  return sql`
    SELECT v.id, v.list, v.name, v.owner_id, v.shared, v.filters, v.sort, v.created_at, v.updated_at,
           concat_ws(' ', u.first_name, u.last_name) AS owner_name,
           (d.view_id IS NOT NULL) AS is_default
    FROM saved_views v
    JOIN staff_users u ON u.id = v.owner_id
    LEFT JOIN saved_view_defaults d ON d.view_id = v.id AND d.owner_id = ${viewer}::uuid
    WHERE (v.owner_id = ${viewer}::uuid OR v.shared)`;
}

export async function listSavedViews(db: Db, viewer: string, list: string): Promise<SavedViewRow[]> {
  const { rows } = await sql<Raw>`${visible(viewer)} AND v.list = ${list}
    ORDER BY (v.owner_id = ${viewer}::uuid) DESC, lower(v.name), v.created_at`.execute(db);
  return rows.map(toRow);
}

export async function findSavedView(db: Db, viewer: string, id: string): Promise<SavedViewRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await sql<Raw>`${visible(viewer)} AND v.id = ${id}::uuid`.execute(db);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function countOwnViews(db: Db, owner: string, list: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM saved_views WHERE owner_id = ${owner}::uuid AND list = ${list}`.execute(db);
  return rows[0].n;
}

/** Whether the owner already has another view of the list by this name (case-insensitive). */
export async function nameTaken(db: Db, owner: string, list: string, name: string, except?: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM saved_views
    WHERE owner_id = ${owner}::uuid AND list = ${list} AND lower(name) = lower(${name})
      AND (${except ?? null}::uuid IS NULL OR id <> ${except ?? null}::uuid)`.execute(db);
  return rows.length > 0;
}

export async function insertSavedView(
  db: Db,
  view: { id: string; list: string; name: string; ownerId: string; shared: boolean; filters: StoredFilter[]; sort: StoredSort | null },
): Promise<void> {
  await sql`
    INSERT INTO saved_views (id, list, name, owner_id, shared, filters, sort)
    VALUES (${view.id}::uuid, ${view.list}, ${view.name}, ${view.ownerId}::uuid, ${view.shared},
            ${JSON.stringify(view.filters)}::jsonb, ${view.sort ? JSON.stringify(view.sort) : null}::jsonb)`.execute(db);
}

/** Changes the name and/or sharing of one of the owner's views; false when it is not theirs. */
export async function updateOwnView(db: Db, owner: string, id: string, change: { name?: string; shared?: boolean }): Promise<boolean> {
  const result = await sql`
    UPDATE saved_views
    SET name = coalesce(${change.name ?? null}, name),
        shared = coalesce(${change.shared ?? null}::boolean, shared),
        updated_at = now()
    WHERE id = ${id}::uuid AND owner_id = ${owner}::uuid`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export async function deleteOwnView(db: Db, owner: string, id: string): Promise<boolean> {
  const result = await sql`DELETE FROM saved_views WHERE id = ${id}::uuid AND owner_id = ${owner}::uuid`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** A view stops being anyone else's default when its owner stops sharing it. */
export async function dropOthersDefaults(db: Db, owner: string, id: string): Promise<void> {
  await sql`DELETE FROM saved_view_defaults WHERE view_id = ${id}::uuid AND owner_id <> ${owner}::uuid`.execute(db);
}

export async function setDefaultView(db: Db, owner: string, list: string, id: string | null): Promise<void> {
  if (id === null) {
    await sql`DELETE FROM saved_view_defaults WHERE owner_id = ${owner}::uuid AND list = ${list}`.execute(db);
    return;
  }
  await sql`
    INSERT INTO saved_view_defaults (owner_id, list, view_id) VALUES (${owner}::uuid, ${list}, ${id}::uuid)
    ON CONFLICT (owner_id, list) DO UPDATE SET view_id = EXCLUDED.view_id`.execute(db);
}
