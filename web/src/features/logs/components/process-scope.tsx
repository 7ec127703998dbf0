import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { selectiveProcessOperations } from '@hub/contract/selective-processes';
import type { ListFilter } from '../../../components/resource/resource-list';
import { call } from '../../../lib/api-client';
import { logKeys } from '../api/keys';

const PARAM = 'selectiveProcessId';

/**
 * The kanban log of one process, as its board links to it (?selectiveProcessId=…): a filter of the
 * list named by the process's title in its chip, removed like any other.
 */
export const useProcessFilter = (): ListFilter[] => {
  const [params] = useSearchParams();
  const processId = params.get(PARAM) ?? '';
  const process = useQuery({
    queryKey: logKeys.process(processId),
    queryFn: ({ signal }) =>
      call(selectiveProcessOperations.getSelectiveProcess, { params: { id: processId } }, signal),
    enabled: Boolean(processId),
  });
  return [
    {
      kind: 'linked',
      name: PARAM,
      label: 'Processo',
      valueLabel: () =>
        process.data?.title ?? (process.isError ? 'processo não encontrado' : 'carregando…'),
    },
  ];
};
