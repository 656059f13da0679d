import { useEffect } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** react-admin store key of the last page seen inside the layout; logout resets the store. */
export const LAST_LOCATION_KEY = 'shell.lastLocation';

export function useLastLocation(): string | undefined {
  const [last] = useStore<string | undefined>(LAST_LOCATION_KEY, undefined);
  return last;
}

/**
 * Remembers each page of the layout, so a signed-in visitor of /login can go back there. Writes
 * the store without subscribing to it: the layout has no use for the value, and a subscription
 * would render the whole layout again after every page it records.
 */
export function useTrackLastLocation(): void {
  const location = useLocation();
  const { setItem } = useStoreContext();
  useEffect(() => {
    setItem(LAST_LOCATION_KEY, `${location.pathname}${location.search}`);
  }, [location.pathname, location.search, setItem]);
}
