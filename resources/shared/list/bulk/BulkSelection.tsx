/**
 * Row selection for bulk actions (issue 14): ticked rows (react-admin's list selection, kept
 * across pages), and "all N matching", which stands for every record the list's current filters
 * match and is resolved by the server when the action runs. Offered only where the signed-in
 * role has a bulk action on the list (delete, or approve on company requests); elsewhere the
 * list shows no checkboxes at all.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCanAccess, useListContext } from 'react-admin';
import type { Identifier } from 'react-admin';
import { isBulkDeleteList } from '../../../../domain/bulk';
import type { BulkTarget } from '../../../../providers/types';
import type { ResourceName } from '../../definition';
import { SelectCheckboxStyles } from './SelectCheckbox';

interface BulkState {
  resource: ResourceName;
  canDelete: boolean;
  canDecide: boolean;
  allMatching: boolean;
  setAllMatching: (all: boolean) => void;
}

const BulkContext = createContext<BulkState | null>(null);

export function BulkSelectionProvider({ resource, children }: { resource: ResourceName; children: ReactNode }) {
  const [allMatching, setAllMatching] = useState(false);
  const { filterValues, onUnselectItems } = useListContext();
  const deleteRight = useCanAccess({ resource, action: 'delete' }).canAccess === true;
  const approveRight = useCanAccess({ resource, action: 'approve' }).canAccess === true;
  const canDelete = isBulkDeleteList(resource) && deleteRight;
  const canDecide = resource === 'company-requests' && approveRight;
  // Other filters are another set of records: a selection made under the old ones is dropped.
  const filterKey = JSON.stringify(filterValues ?? {});
  const seenKey = useRef(filterKey);
  useEffect(() => {
    if (seenKey.current === filterKey) return;
    seenKey.current = filterKey;
    setAllMatching(false);
    onUnselectItems();
  }, [filterKey, onUnselectItems]);
  const value = useMemo(() => ({ resource, canDelete, canDecide, allMatching, setAllMatching }), [resource, canDelete, canDecide, allMatching]);
  return (
    <BulkContext.Provider value={value}>
      {(canDelete || canDecide) && <SelectCheckboxStyles />}
      {children}
    </BulkContext.Provider>
  );
}

export interface BulkSelection {
  resource: ResourceName;
  canDelete: boolean;
  canDecide: boolean;
  selectedIds: Identifier[];
  isSelected: (id: Identifier) => boolean;
  /** Rows the action would change: the ticked ones, or every match of the filters. */
  count: number;
  allMatching: boolean;
  /** Every row of the page is ticked (or all matching is on). */
  pageSelected: boolean;
  /** Some rows of the page are ticked, not all. */
  pagePartly: boolean;
  /** More records match than are ticked: "Select all N matching" is offered. */
  moreMatching: boolean;
  total: number;
  target: BulkTarget;
  toggle: (id: Identifier) => void;
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/** null where the list offers no bulk action (no checkboxes are drawn). */
export function useBulkSelection(): BulkSelection | null {
  const state = useContext(BulkContext);
  const { data, total, filterValues, selectedIds, onSelect, onToggleItem, onUnselectItems } = useListContext();
  if (!state || !(state.canDelete || state.canDecide)) return null;
  const { allMatching, setAllMatching } = state;
  const pageIds = (data ?? []).map((r) => r.id);
  const ticked = new Set(selectedIds);
  const isSelected = (id: Identifier) => allMatching || ticked.has(id);
  const onPage = pageIds.filter((id) => ticked.has(id)).length;
  const pageSelected = allMatching || (pageIds.length > 0 && onPage === pageIds.length);
  const matching = total ?? 0;
  return {
    resource: state.resource,
    canDelete: state.canDelete,
    canDecide: state.canDecide,
    selectedIds,
    isSelected,
    count: allMatching ? matching : selectedIds.length,
    allMatching,
    pageSelected,
    pagePartly: !pageSelected && onPage > 0,
    moreMatching: !allMatching && pageSelected && matching > selectedIds.length,
    total: matching,
    target: allMatching ? { filter: { ...(filterValues as Record<string, unknown>) } } : { ids: selectedIds.map(String) },
    toggle: (id) => {
      if (allMatching) {
        // Unticking one row of "all matching" leaves the rows in view, minus that one.
        setAllMatching(false);
        onSelect(pageIds.filter((p) => p !== id));
        return;
      }
      onToggleItem(id);
    },
    togglePage: () => {
      if (pageSelected) {
        setAllMatching(false);
        onSelect(selectedIds.filter((id) => !pageIds.includes(id)));
        return;
      }
      onSelect([...selectedIds, ...pageIds.filter((id) => !ticked.has(id))]);
    },
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setAllMatching(false);
      onUnselectItems();
    },
  };
}
