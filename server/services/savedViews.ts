/**
 * Saved list views (issue 14): a staff member names the filters (and sort) of a list, keeps the
 * view private or shares it with the team, and may pick one view per list to open by default.
 * Only the owner renames, shares, unshares or deletes a view; anyone who sees it may open it or
 * make it their default. Filters are checked by the list's own rules when saved; a view whose
 * columns a later release removed still opens, without those filters (droppedFilters).
 */
import { randomUUID } from 'node:crypto';
import { isListName, LIST_FILTER_KEYS, type ListName, sortableFields } from '../../domain/filters';
import type { FilterInput, SortInput } from '../../domain/types';
import { nameCharactersError } from '../../domain/validation/names';
import {
  countOwnViews,
  deleteOwnView,
  dropOthersDefaults,
  findSavedView,
  insertSavedView,
  listSavedViews,
  nameTaken,
  type SavedViewRow,
  setDefaultView,
  type StoredFilter,
  updateOwnView,
} from '../db/repositories/savedViews';
import { can, forbiddenMessage } from '../auth/roles';
import { badInput, forbidden, notFound } from '../errors';
import type { ServiceDeps } from './deps';
import { assertInputRules } from './inputRules';
import { parseFilters } from './listArgs';

export const MAX_VIEW_NAME_LENGTH = 60;
export const MAX_VIEWS_PER_LIST = 50;

export interface SavedViewInput {
  list: string;
  name: string;
  shared: boolean;
  filters: FilterInput[];
  sort?: SortInput | null;
}

/** A view as the contract answers it, for the staff member asking. */
export interface SavedViewAnswer {
  id: string;
  list: string;
  name: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
  filters: StoredFilter[];
  droppedFilters: string[];
  sort: SavedViewRow['sort'];
  isDefault: boolean;
  createdAt: string;
  updatedAt: string | null;
}

interface Viewer {
  id: string;
  role: string;
}

/** Sharing a view shows it on every colleague's list: a right of its own (server/auth/roles.ts). */
function assertMayShare(viewer: Viewer): void {
  if (!can(viewer.role, 'shared-views', 'create')) throw forbidden(forbiddenMessage(viewer.role, 'shared-views', 'create'));
}

function checkList(list: string): ListName {
  if (!isListName(list)) throw badInput(`Unknown list "${list}".`, { list: 'Unknown list' });
  return list;
}

function checkName(raw: string): string {
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name === '') throw badInput('Please give the view a name.', { name: 'Please give the view a name.' });
  if (name.length > MAX_VIEW_NAME_LENGTH) {
    const message = `A view name has at most ${MAX_VIEW_NAME_LENGTH} characters.`;
    throw badInput(message, { name: message });
  }
  // Shared views show on every colleague's list: no BEL, no right-to-left override (domain/validation/names.ts).
  const characters = nameCharactersError(name);
  if (characters) throw badInput(characters, { name: characters });
  return name;
}

function answer(row: SavedViewRow, viewer: Viewer): SavedViewAnswer {
  const known: Readonly<Record<string, unknown>> = isListName(row.list) ? LIST_FILTER_KEYS[row.list] : {};
  const sortable: readonly string[] = isListName(row.list) ? sortableFields(row.list) : [];
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    shared: row.shared,
    mine: row.ownerId === viewer.id,
    ownerName: row.ownerName,
    filters: row.filters.filter((f) => Object.hasOwn(known, f.key)),
    droppedFilters: row.filters.filter((f) => !Object.hasOwn(known, f.key)).map((f) => f.key),
    sort: row.sort && sortable.includes(row.sort.field) ? row.sort : null,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export function createSavedViewService({ db }: ServiceDeps) {
  async function ownView(viewer: Viewer, id: string): Promise<SavedViewRow> {
    const view = await findSavedView(db, viewer.id, id);
    // Someone else's private view does not exist for this viewer; a shared one is theirs to read only.
    if (!view) throw notFound('The view');
    // the view is seen (shared), so saying whose it is tells nothing new: a right, not an input, is missing
    if (view.ownerId !== viewer.id) throw forbidden(`Only ${view.ownerName} can change or delete the view “${view.name}”.`);
    return view;
  }

  async function reread(viewer: Viewer, id: string): Promise<SavedViewAnswer> {
    const view = await findSavedView(db, viewer.id, id);
    if (!view) throw notFound('The view');
    return answer(view, viewer);
  }

  return {
    async list(viewer: Viewer, list: string): Promise<SavedViewAnswer[]> {
      return (await listSavedViews(db, viewer.id, checkList(list))).map((v) => answer(v, viewer));
    },

    async create(viewer: Viewer, input: SavedViewInput): Promise<SavedViewAnswer> {
      assertInputRules('SavedViewInput', input);
      const list = checkList(input.list);
      const name = checkName(input.name);
      const filters: StoredFilter[] = parseFilters(list, input.filters ?? []).map((f) =>
        f.kind === 'boolean' ? { key: f.key, boolValue: f.value } : { key: f.key, value: String(f.value) },
      );
      let sort = null;
      if (input.sort) {
        const sortable = sortableFields(list);
        if (!sortable.includes(input.sort.field)) {
          throw badInput(`Cannot sort by "${input.sort.field}". Sort by one of: ${sortable.join(', ')}.`, { sort: 'Invalid sort field' });
        }
        sort = { field: input.sort.field, direction: input.sort.direction === 'ASC' ? ('ASC' as const) : ('DESC' as const) };
      }
      if ((await countOwnViews(db, viewer.id, list)) >= MAX_VIEWS_PER_LIST) {
        throw badInput(`You have ${MAX_VIEWS_PER_LIST} views of this list already. Delete one to save another.`);
      }
      if (await nameTaken(db, viewer.id, list, name)) {
        const message = `You already have a view named “${name}” for this list.`;
        throw badInput(message, { name: message });
      }
      if (input.shared === true) assertMayShare(viewer);
      const id = randomUUID();
      await insertSavedView(db, { id, list, name, ownerId: viewer.id, shared: input.shared === true, filters, sort });
      return reread(viewer, id);
    },

    async update(viewer: Viewer, id: string, change: { name?: string | null; shared?: boolean | null }): Promise<SavedViewAnswer> {
      const view = await ownView(viewer, id);
      // making a view private, or renaming a view shared before, is always one's own to do
      if (change.shared === true && !view.shared) assertMayShare(viewer);
      const name = change.name === undefined || change.name === null ? undefined : checkName(change.name);
      if (name !== undefined && (await nameTaken(db, viewer.id, view.list, name, id))) {
        const message = `You already have a view named “${name}” for this list.`;
        throw badInput(message, { name: message });
      }
      const shared = change.shared ?? undefined;
      await db.transaction().execute(async (tx) => {
        await updateOwnView(tx, viewer.id, id, { name, shared });
        if (shared === false) await dropOthersDefaults(tx, viewer.id, id);
      });
      return reread(viewer, id);
    },

    async remove(viewer: Viewer, id: string): Promise<string> {
      await ownView(viewer, id);
      await deleteOwnView(db, viewer.id, id);
      return id;
    },

    async setDefault(viewer: Viewer, list: string, id: string | null): Promise<boolean> {
      const checked = checkList(list);
      if (id !== null) {
        const view = await findSavedView(db, viewer.id, id);
        if (!view) throw notFound('The view');
        if (view.list !== checked) throw badInput(`The view “${view.name}” belongs to another list.`);
      }
      await setDefaultView(db, viewer.id, checked, id);
      return true;
    },
  };
}
