import { useQuery } from '@tanstack/react-query';
import type { Candidate } from '@hub/contract/candidates';
import type { Company } from '@hub/contract/companies';
import { api } from '../../../lib/api-client';

/** The company and professional a page of this area hangs under (names for titles and crumbs). */
export const useCompanyOf = (id: string) =>
  useQuery({
    queryKey: ['companies', id],
    queryFn: () => api.get<Company>(`/companies/${id}`),
    enabled: Boolean(id),
  });

export const useCandidateOf = (id: string) =>
  useQuery({
    queryKey: ['candidates', id],
    queryFn: () => api.get<Candidate>(`/candidates/${id}`),
    enabled: Boolean(id),
  });
