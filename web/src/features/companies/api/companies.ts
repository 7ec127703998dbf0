import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyOperations,
  valuesTestOperations,
  type CompanyBulkStatusInput,
  type CompanyCreate,
  type CompanyStatusBody,
  type CompanyUpdate,
  type CompanyValuesBody,
  type ValueItemInput,
} from '@hub/contract/companies';
import { subscriptionOperations } from '@hub/contract/subscriptions';
import type { BulkSelection } from '../../../components/resource/bulk-selection';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const companyKeys = {
  all: ['companies'] as const,
  one: (id: string) => ['companies', id] as const,
};

export const useCompany = (id: string) =>
  useQuery({
    queryKey: companyKeys.one(id),
    queryFn: ({ signal }) => call(companyOperations.getCompany, { params: { id } }, signal),
  });

export const useCompanyValues = (id: string) =>
  useQuery({
    queryKey: [...companyKeys.one(id), 'values-test'],
    queryFn: ({ signal }) => call(companyOperations.getCompanyValues, { params: { id } }, signal),
  });

export const useCompanyPlanUsage = (id: string) =>
  useQuery({
    queryKey: [...companyKeys.one(id), 'plan-usage'],
    queryFn: ({ signal }) =>
      call(subscriptionOperations.getCompanyPlanUsage, { params: { id } }, signal),
  });

// Mutations answer the company; every list and this company's queries are refreshed.
export const useCreateCompany = () =>
  useOperationMutation(companyOperations.createCompany, companyKeys.all, (body: CompanyCreate) => ({
    body,
  }));
export const useUpdateCompany = (id: string) =>
  useOperationMutation(companyOperations.updateCompany, companyKeys.all, (body: CompanyUpdate) => ({
    params: { id },
    body,
  }));
export const useCompanyStatus = (id: string) =>
  useOperationMutation(
    companyOperations.changeCompanyStatus,
    companyKeys.all,
    (body: CompanyStatusBody) => ({ params: { id }, body }),
  );
// The filter of a selection is the list's URL query: the server reads it with the list's own schema.
export const useBulkCompanyStatus = () =>
  useOperationMutation(
    companyOperations.bulkChangeCompanyStatus,
    companyKeys.all,
    (body: Omit<CompanyBulkStatusInput, 'selection'> & { selection: BulkSelection }) => ({
      body: { ...body, selection: body.selection as CompanyBulkStatusInput['selection'] },
    }),
  );
export const useUndoBulkCompanyStatus = () =>
  useOperationMutation(companyOperations.undoBulkCompanyStatus, companyKeys.all, (changeIds: string[]) => ({
    body: { changeIds },
  }));
export const useSaveCompanyValues = (id: string) =>
  useOperationMutation(
    companyOperations.saveCompanyValues,
    companyKeys.all,
    (body: CompanyValuesBody) => ({ params: { id }, body }),
  );

/** The seeded list of values every company and professional rates; administrators edit it. */
export const valueItemKeys = { all: ['values-test', 'items'] as const };
export const useValueItems = () =>
  useQuery({
    queryKey: valueItemKeys.all,
    queryFn: ({ signal }) => call(valuesTestOperations.listValueItems, {}, signal),
  });
export const useSaveValueItem = (id: string | undefined) => {
  const client = useQueryClient();
  // Every company's values test lists the items: refresh them all.
  const refreshCompanies = () => client.invalidateQueries({ queryKey: companyKeys.all });
  const create = useOperationMutation(
    valuesTestOperations.createValueItem,
    valueItemKeys.all,
    (body: ValueItemInput) => ({ body }),
    refreshCompanies,
  );
  const update = useOperationMutation(
    valuesTestOperations.updateValueItem,
    valueItemKeys.all,
    (body: ValueItemInput) => ({ params: { id: id ?? '' }, body }),
    refreshCompanies,
  );
  return id ? update : create;
};
