import { useQuery } from '@tanstack/react-query';
import { funnelOperations } from '@hub/contract/funnel';
import { pathOf } from '@hub/contract/operation';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { processKeys } from './processes';

/** Under the process's key, so a move, an enrolment or an outcome refreshes it with the board. */
export const useProcessFunnel = (processId: string) =>
  useQuery({
    queryKey: [...processKeys.one(processId), 'funnel'],
    queryFn: ({ signal }) =>
      call(funnelOperations.getProcessFunnel, { params: { id: processId } }, signal),
  });

export const downloadProcessFunnel = (processId: string) =>
  downloadFile(
    pathOf(funnelOperations.exportProcessFunnel, { id: processId }),
    {},
    'funil-do-processo.csv',
  );
