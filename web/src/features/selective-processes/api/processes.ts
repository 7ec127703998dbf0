import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProcessStatusBody,
  SelectiveProcess,
  SelectiveProcessCreate,
  SelectiveProcessUpdate,
  StagesBody,
} from '@hub/contract/selective-processes';
import { api } from '../../../lib/api-client';

/** Every query of this area hangs under one root, so a write refreshes lists, board and ranking. */
export const processKeys = {
  all: ['selective-processes'] as const,
  lists: ['selective-processes', 'list'] as const,
  one: (id: string) => ['selective-processes', id] as const,
};

export const useProcess = (id: string) =>
  useQuery({
    queryKey: processKeys.one(id),
    queryFn: () => api.get<SelectiveProcess>(`/selective-processes/${id}`),
    enabled: Boolean(id),
  });

export const useProcessMutation = <Input, Output>(call: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: processKeys.all }),
  });
};

export const useCreateProcess = () =>
  useProcessMutation((body: SelectiveProcessCreate & { companyId: string }) =>
    api.post<SelectiveProcess>('/selective-processes', body),
  );

export const useUpdateProcess = (id: string) =>
  useProcessMutation((body: SelectiveProcessUpdate) =>
    api.put<SelectiveProcess>(`/selective-processes/${id}`, body),
  );

export const useProcessStatus = (id: string) =>
  useProcessMutation((body: ProcessStatusBody) =>
    api.post<SelectiveProcess>(`/selective-processes/${id}/status`, body),
  );

export const useSaveStages = (id: string) =>
  useProcessMutation((body: StagesBody) =>
    api.put<SelectiveProcess>(`/selective-processes/${id}/stages`, body),
  );

/** Only a draft without applications; any other process is cancelled instead (409 otherwise). */
export const useDeleteProcess = (id: string) =>
  useProcessMutation(() => api.delete<void>(`/selective-processes/${id}`));
