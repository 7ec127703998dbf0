import { useQuery } from '@tanstack/react-query';
import type { AudienceInput } from '@hub/contract/messages';
import { api } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const previewAudience = (body: AudienceInput, signal?: AbortSignal) =>
  api.post<{ count: number }>('/messages/audience-preview', body, { signal });

/** How many people the chosen audience reaches, before sending. */
export const useAudiencePreview = (body: AudienceInput | null) =>
  useQuery({
    queryKey: [...messageKeys.all, 'audience-preview', body],
    queryFn: ({ signal }) => previewAudience(body as AudienceInput, signal),
    enabled: body !== null,
  });
