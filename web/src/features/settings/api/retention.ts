import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  retentionOperations,
  type RetentionPolicy,
  type RetentionPreviewBody,
} from '@hub/contract/retention';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

const retentionKey = ['settings', 'retention'] as const;

export const useRetention = () =>
  useQuery({
    queryKey: retentionKey,
    queryFn: ({ signal }) => call(retentionOperations.getRetentionPolicy, {}, signal),
  });

/** Saving refreshes the policy and its dry run (a run may have changed what is left). */
export const useSaveRetention = () =>
  useOperationMutation(retentionOperations.saveRetentionPolicy, retentionKey, (body: RetentionPolicy) => ({ body }));

/** The dry run of these periods; the figures shown stay until the next ones come. */
export const useRetentionPreview = (periods: RetentionPreviewBody | null) =>
  useQuery({
    queryKey: [...retentionKey, 'preview', periods],
    queryFn: ({ signal }) => call(retentionOperations.previewRetention, { body: periods! }, signal),
    enabled: periods !== null,
    placeholderData: keepPreviousData,
  });
