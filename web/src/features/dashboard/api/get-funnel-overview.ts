import { useQuery } from '@tanstack/react-query';
import { funnelOperations } from '@hub/contract/funnel';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** Every process's funnel, refreshed with the rest of Início. */
export const useFunnelOverview = () =>
  useQuery({
    queryKey: ['dashboard', 'funnel'],
    queryFn: ({ signal }) => call(funnelOperations.getFunnelOverview, {}, signal),
    refetchInterval: 60_000,
  });

export const downloadFunnelOverview = () =>
  downloadFile(funnelOperations.exportFunnelOverview.path, {}, 'funil-dos-processos.csv');
