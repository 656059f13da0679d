import { useEffect } from 'react';
import { useGetIdentity, useStoreContext } from 'react-admin';
import { isUserThemeStore } from './userThemeStore';

/** Points the theme at the signed-in user's own choice as soon as who it is is known. */
export function useThemeFollowsUser(): void {
  const store = useStoreContext();
  const { identity } = useGetIdentity();
  const id = identity?.id === undefined ? undefined : String(identity.id);
  useEffect(() => {
    if (id !== undefined && isUserThemeStore(store)) store.setThemeUser(id);
  }, [store, id]);
}
