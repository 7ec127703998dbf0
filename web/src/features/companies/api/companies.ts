import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Company,
  CompanyCreate,
  CompanyStatus,
  CompanyUpdate,
  CompanyValues,
  CompanyValuesBody,
  ValueItem,
  ValueItemInput,
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

/** The seeded list of values every company and professional rates; administrators edit it. */
export const valueItemKeys = { all: ['values-test', 'items'] as const };
export const useValueItems = () =>
  useQuery({
    queryKey: valueItemKeys.all,
    queryFn: () => api.get<{ rows: ValueItem[] }>('/values-test/items'),
  });
export const useSaveValueItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ValueItemInput }) =>
      id
        ? api.put<ValueItem>(`/values-test/items/${id}`, body)
        : api.post<ValueItem>('/values-test/items', body),
    // Every company's values test lists the items: refresh them all.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: valueItemKeys.all }),
        client.invalidateQueries({ queryKey: companyKeys.all }),
      ]),
  });
};
