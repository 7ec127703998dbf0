import { useQuery } from '@tanstack/react-query';
import {
  selectiveProcessOperations,
  type ProcessStatusBody,
  type SelectiveProcessCreate,
  type SelectiveProcessUpdate,
  type StagesBody,
} from '@hub/contract/selective-processes';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** Every query of this area hangs under one root, so a write refreshes lists, board and ranking. */
export const processKeys = {
  all: ['selective-processes'] as const,
  lists: ['selective-processes', 'list'] as const,
  one: (id: string) => ['selective-processes', id] as const,
};

export const useProcess = (id: string) =>
  useQuery({
    queryKey: processKeys.one(id),
    queryFn: ({ signal }) =>
      call(selectiveProcessOperations.getSelectiveProcess, { params: { id } }, signal),
    enabled: Boolean(id),
  });

export const useCreateProcess = () =>
  useOperationMutation(
    selectiveProcessOperations.createSelectiveProcess,
    processKeys.all,
    (body: SelectiveProcessCreate & { companyId: string }) => ({ body }),
  );

export const useUpdateProcess = (id: string) =>
  useOperationMutation(
    selectiveProcessOperations.updateSelectiveProcess,
    processKeys.all,
    (body: SelectiveProcessUpdate) => ({ params: { id }, body }),
  );

export const useProcessStatus = (id: string) =>
  useOperationMutation(
    selectiveProcessOperations.changeSelectiveProcessStatus,
    processKeys.all,
    (body: ProcessStatusBody) => ({ params: { id }, body }),
  );

export const useSaveStages = (id: string) =>
  useOperationMutation(
    selectiveProcessOperations.saveSelectiveProcessStages,
    processKeys.all,
    (body: StagesBody) => ({ params: { id }, body }),
  );

/** Only a draft without applications; any other process is cancelled instead (409 otherwise). */
export const useDeleteProcess = (id: string) =>
  useOperationMutation(selectiveProcessOperations.deleteSelectiveProcess, processKeys.all, () => ({
    params: { id },
  }));
