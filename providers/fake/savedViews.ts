/**
 * Saved views in the offline demo: kept in memory for this page's life, all owned by the demo
 * user. The names' rules and messages are the server's (server/services/savedViews.ts); the
 * filter values are not re-checked here (the drawer only offers the list's own columns).
 */
import { DEMO_USER } from '../../domain/constants';
import { isListName, LIST_FILTER_KEYS } from '../../domain/filters';
import type { SavedView } from '../../domain/generated/contract';
import { HttpError } from 'react-admin';
import type { MarketplaceMethods } from '../types';

const MAX_NAME = 60;

type SavedViewMethods = Pick<MarketplaceMethods, 'savedViews' | 'createSavedView' | 'updateSavedView' | 'deleteSavedView' | 'setDefaultSavedView'>;

const refuse = (message: string, field?: string) => new HttpError(message, 400, field ? { errors: { [field]: message } } : {});

function cleanName(raw: string): string {
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name === '') throw refuse('Please give the view a name.', 'name');
  if (name.length > MAX_NAME) throw refuse(`A view name has at most ${MAX_NAME} characters.`, 'name');
  return name;
}

export function createFakeSavedViews(): SavedViewMethods {
  const views = new Map<string, SavedView>();
  let sequence = 0;
  const taken = (list: string, name: string, except?: string) =>
    [...views.values()].some((v) => v.list === list && v.id !== except && v.name.toLowerCase() === name.toLowerCase());
  const find = (id: string) => {
    const view = views.get(id);
    if (!view) throw new HttpError('The view was not found.', 404, {});
    return view;
  };
  return {
    async savedViews(list) {
      return [...views.values()].filter((v) => v.list === list).sort((a, b) => a.name.localeCompare(b.name));
    },
    async createSavedView(input) {
      if (!isListName(input.list)) throw refuse(`Unknown list "${input.list}".`, 'list');
      const name = cleanName(input.name);
      if (taken(input.list, name)) throw refuse(`You already have a view named “${name}” for this list.`, 'name');
      const known: Readonly<Record<string, unknown>> = LIST_FILTER_KEYS[input.list];
      sequence += 1;
      const view: SavedView = {
        id: `demo-view-${sequence}`,
        list: input.list,
        name,
        shared: input.shared,
        mine: true,
        ownerName: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`,
        filters: input.filters
          .filter((f) => Object.hasOwn(known, f.key))
          .map((f) => ({ key: f.key, value: f.boolValue === undefined || f.boolValue === null ? (f.value ?? null) : null, boolValue: f.boolValue ?? null })),
        droppedFilters: [],
        sort: input.sort ?? null,
        isDefault: false,
        createdAt: new Date().toISOString(),
        updatedAt: null,
      };
      views.set(view.id, view);
      return view;
    },
    async updateSavedView(id, change) {
      const view = find(id);
      const name = change.name === undefined ? view.name : cleanName(change.name);
      if (taken(view.list, name, id)) throw refuse(`You already have a view named “${name}” for this list.`, 'name');
      const updated = { ...view, name, shared: change.shared ?? view.shared, updatedAt: new Date().toISOString() };
      views.set(id, updated);
      return updated;
    },
    async deleteSavedView(id) {
      find(id);
      views.delete(id);
      return id;
    },
    async setDefaultSavedView(list, id) {
      if (id !== null && find(id).list !== list) throw refuse('The view belongs to another list.');
      for (const view of views.values()) if (view.list === list) views.set(view.id, { ...view, isDefault: view.id === id });
      return true;
    },
  };
}
