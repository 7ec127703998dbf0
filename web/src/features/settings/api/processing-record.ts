import { useQuery } from '@tanstack/react-query';
import { processingRecordOperations, type ProcessingSettings } from '@hub/contract/processing-record';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** The record in the LGPD area is read under the same first key: saving these refreshes both. */
const recordKeys = ['processing-record'] as const;
const settingsKey = [...recordKeys, 'settings'] as const;

export const useProcessingSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(processingRecordOperations.getProcessingSettings, {}, signal),
  });

export const useSaveProcessingSettings = () =>
  useOperationMutation(processingRecordOperations.saveProcessingSettings, recordKeys, (body: ProcessingSettings) => ({ body }));
