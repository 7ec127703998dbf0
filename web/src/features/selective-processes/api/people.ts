import { useQuery } from '@tanstack/react-query';
import { candidateOperations } from '@hub/contract/candidates';
import { companyOperations } from '@hub/contract/companies';
import { call } from '../../../lib/api-client';

/** The company and professional a page of this area hangs under (names for titles and crumbs). */
export const useCompanyOf = (id: string) =>
  useQuery({
    queryKey: ['companies', id],
    queryFn: ({ signal }) => call(companyOperations.getCompany, { params: { id } }, signal),
    enabled: Boolean(id),
  });

export const useCandidateOf = (id: string) =>
  useQuery({
    queryKey: ['candidates', id],
    queryFn: ({ signal }) => call(candidateOperations.getCandidate, { params: { id } }, signal),
    enabled: Boolean(id),
  });
