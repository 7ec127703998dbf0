import { useQuery } from '@tanstack/react-query';
import { processingRecordOperations } from '@hub/contract/processing-record';
import { call } from '../../../lib/api-client';

export const useProcessingRecord = () =>
  useQuery({
    // Under the same first key as the settings that write it (settings/api/processing-record.ts): saved, it is read again.
    queryKey: ['processing-record', 'record'],
    queryFn: ({ signal }) => call(processingRecordOperations.getProcessingRecord, {}, signal),
  });
