import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { api } from '../../../lib/api-client';
import { logKeys } from '../api/keys';
import type { LogScope } from './log-page';

const PARAM = 'selectiveProcessId';

/**
 * The kanban log of one process, as its board links to it (?selectiveProcessId=…): the filter,
 * named by the process's title, and its removal (which keeps the rest of the address).
 */
export const useProcessScope = (): LogScope | undefined => {
  const [params, setParams] = useSearchParams();
  const processId = params.get(PARAM);
  const process = useQuery({
    queryKey: [...logKeys.all, 'process', processId],
    queryFn: () => api.get<SelectiveProcess>(`/selective-processes/${processId ?? ''}`),
    enabled: Boolean(processId),
  });
  if (!processId) return undefined;
  return {
    filters: { selectiveProcessId: processId },
    label: `Processo: ${process.data?.title ?? 'carregando…'}`,
    onClear: () =>
      setParams((current) => {
        current.delete(PARAM);
        return current;
      }),
  };
};
