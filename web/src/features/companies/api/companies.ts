import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Company,
  CompanyCreate,
  CompanyStatus,
  CompanyUpdate,
  CompanyValues,
  CompanyValuesBody,
} from '@hub/contract/companies';
import { api } from '../../../lib/api-client';

export const companyKeys = {
  all: ['companies'] as const,
  one: (id: string) => ['companies', id] as const,
};

export const companyQuery = (id: string) => ({
  queryKey: companyKeys.one(id),
  queryFn: () => api.get<Company>(`/companies/${id}`),
});
export const useCompany = (id: string) => useQuery(companyQuery(id));

export const useCompanyValues = (id: string) =>
  useQuery({
    queryKey: [...companyKeys.one(id), 'values-test'],
    queryFn: () => api.get<CompanyValues>(`/companies/${id}/values-test`),
  });

/** Mutations answer the company; every list and this company's queries are refreshed. */
const useCompanyMutation = <Input>(call: (input: Input) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
};

export const useCreateCompany = () =>
  useCompanyMutation((body: CompanyCreate) => api.post<Company>('/companies', body));
export const useUpdateCompany = (id: string) =>
  useCompanyMutation((body: CompanyUpdate) => api.put<Company>(`/companies/${id}`, body));
export const useCompanyStatus = (id: string) =>
  useCompanyMutation((body: { status: CompanyStatus; reason: string | undefined }) =>
    api.post<Company>(`/companies/${id}/status`, body),
  );
export const useSaveCompanyValues = (id: string) =>
  useCompanyMutation((body: CompanyValuesBody) =>
    api.put<CompanyValues>(`/companies/${id}/values-test`, body),
  );
