/**
 * Opens the signed-in staff member's default view of the list when the list was opened without
 * filters in its address (a link or a copied search keeps its own filters). Without a default
 * view the list opens as the spec says, with the filters remembered from the last visit.
 */
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ResourceName } from '../../definition';
import { FILTER_PREFIX } from '../../listUrlState';
import { useOpenView } from './SavedViewsSection';
import { useSavedViews } from './useSavedViews';

export function DefaultViewOpener({ resource }: { resource: ResourceName }) {
  const location = useLocation();
  // Decided once, from the address the list was opened with.
  const openedBare = useRef([...new URLSearchParams(location.search).keys()].every((k) => !k.startsWith(FILTER_PREFIX) && k !== 'page'));
  // asked once the first page is in, so the list's own first request goes first
  const { isPending } = useListContext();
  const views = useSavedViews(resource, openedBare.current && !isPending);
  const openView = useOpenView();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !openedBare.current || !views.data) return;
    done.current = true;
    const view = views.data.find((v) => v.isDefault);
    if (view) openView(view);
  }, [views.data, openView]);
  return null;
}
