import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Candidate,
  CandidateCreate,
  CandidateSettings,
  CandidateSettingsBody,
  CandidateStatus,
  CandidateUpdate,
} from '@hub/contract/candidates';
import { api } from '../../../lib/api-client';

export const candidateKeys = {
  all: ['candidates'] as const,
  one: (id: string) => ['candidates', id] as const,
};

export const useCandidate = (id: string) =>
  useQuery({
    queryKey: candidateKeys.one(id),
    queryFn: () => api.get<Candidate>(`/candidates/${id}`),
  });
export const useCandidateSettings = (id: string) =>
  useQuery({
    queryKey: [...candidateKeys.one(id), 'settings'],
    queryFn: () => api.get<CandidateSettings>(`/candidates/${id}/settings`),
  });

const useCandidateMutation = <Input, Output>(call: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: candidateKeys.all }),
  });
};

export const useCreateCandidate = () =>
  useCandidateMutation((body: CandidateCreate) => api.post<Candidate>('/candidates', body));
export const useUpdateCandidate = (id: string) =>
  useCandidateMutation((body: CandidateUpdate) => api.put<Candidate>(`/candidates/${id}`, body));
export const useCandidateStatus = (id: string) =>
  useCandidateMutation((body: { status: CandidateStatus; reason: string | undefined }) =>
    api.post<Candidate>(`/candidates/${id}/status`, body),
  );
export const useSaveCandidateSettings = (id: string) =>
  useCandidateMutation((body: CandidateSettingsBody) =>
    api.put<CandidateSettings>(`/candidates/${id}/settings`, body),
  );
export const useSendCandidatePasswordReset = (id: string) =>
  useCandidateMutation(() => api.post<CandidateSettings>(`/candidates/${id}/password-reset`));
export const useDeleteVideoResume = (id: string) =>
  useCandidateMutation(() => api.delete<null>(`/candidates/${id}/video-resume`));
export const useAnonymizeCandidate = (id: string) =>
  useCandidateMutation((reason: string) =>
    api.post<Candidate>(`/candidates/${id}/anonymize`, { reason, confirm: true }),
  );
