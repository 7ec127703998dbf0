import { useQuery } from '@tanstack/react-query';
import {
  savedViewOperations,
  type SavedViewCreateInput,
  type SavedViewList,
  type SavedViewUpdateInput,
} from '@hub/contract/saved-views';
import { call } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operation-mutation';

// Beside the list block rather than in a feature: ResourceList (shared) shows the views, and
// shared code may not import features.
export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (list: SavedViewList) => ['saved-views', list] as const,
};

export const useSavedViews = (list: SavedViewList) =>
  useQuery({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) => call(savedViewOperations.listSavedViews, { query: { list } }, signal),
  });

export const useCreateSavedView = () =>
  useOperationMutation(
    savedViewOperations.createSavedView,
    savedViewKeys.all,
    (body: SavedViewCreateInput) => ({ body }),
  );

export const useUpdateSavedView = () =>
  useOperationMutation(
    savedViewOperations.updateSavedView,
    savedViewKeys.all,
    ({ id, ...body }: SavedViewUpdateInput & { id: string }) => ({ params: { id }, body }),
  );

export const useDeleteSavedView = () =>
  useOperationMutation(savedViewOperations.deleteSavedView, savedViewKeys.all, (id: string) => ({
    params: { id },
  }));
