import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Partner, PartnerCreate, PartnerStatus, PartnerUpdate } from '@hub/contract/partners';
import { api } from '../../../lib/api-client';

export const partnerKeys = {
  all: ['partners'] as const,
  one: (id: string) => ['partners', id] as const,
};

export const usePartner = (id: string) =>
  useQuery({ queryKey: partnerKeys.one(id), queryFn: () => api.get<Partner>(`/partners/${id}`) });

const usePartnerMutation = <Input>(call: (input: Input) => Promise<Partner>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
};

export const useCreatePartner = () =>
  usePartnerMutation((body: PartnerCreate) => api.post<Partner>('/partners', body));
export const useUpdatePartner = (id: string) =>
  usePartnerMutation((body: PartnerUpdate) => api.put<Partner>(`/partners/${id}`, body));
export const usePartnerStatus = (id: string) =>
  usePartnerMutation((body: { status: PartnerStatus; reason: string | undefined }) =>
    api.post<Partner>(`/partners/${id}/status`, body),
  );
