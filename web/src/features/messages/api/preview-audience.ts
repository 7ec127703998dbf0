import { useQuery } from '@tanstack/react-query';
import { messageOperations, type AudienceInput } from '@hub/contract/messages';
import { call } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** How many people the chosen audience reaches, before sending. */
export const useAudiencePreview = (body: AudienceInput | null) =>
  useQuery({
    queryKey: [...messageKeys.all, 'audience-preview', body],
    queryFn: ({ signal }) =>
      body
        ? call(messageOperations.previewMessageAudience, { body }, signal)
        : Promise.resolve({ count: 0 }),
    enabled: body !== null,
  });
