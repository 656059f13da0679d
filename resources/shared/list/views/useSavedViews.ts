/** The list's saved views (mine and the team's) and the changes a person makes to them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SavedView, SavedViewInput } from '../../../../domain/generated/contract';
import type { MarketplaceDataProvider } from '../../../../providers/types';
import type { ResourceName } from '../../definition';

const viewsKey = (list: ResourceName) => ['savedViews', list] as const;

export function useSavedViews(list: ResourceName, enabled = true) {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  return useQuery({ queryKey: viewsKey(list), queryFn: () => dataProvider.savedViews(list), enabled, staleTime: 30_000 });
}

export function useSavedViewActions(list: ResourceName) {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewsKey(list) });
  const options = { onSettled: refresh };
  return {
    create: useMutation({ mutationFn: (input: Omit<SavedViewInput, 'list'>) => dataProvider.createSavedView({ ...input, list }), ...options }),
    update: useMutation({
      mutationFn: ({ id, ...change }: { id: string; name?: string; shared?: boolean }) => dataProvider.updateSavedView(id, change),
      ...options,
    }),
    remove: useMutation({ mutationFn: (view: SavedView) => dataProvider.deleteSavedView(view.id), ...options }),
    setDefault: useMutation({ mutationFn: (id: string | null) => dataProvider.setDefaultSavedView(list, id), ...options }),
  };
}
