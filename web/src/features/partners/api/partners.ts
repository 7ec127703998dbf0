import { useQuery } from '@tanstack/react-query';
import {
  partnerOperations,
  type PartnerCreate,
  type PartnerStatus,
  type PartnerUpdate,
} from '@hub/contract/partners';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const partnerKeys = {
  all: ['partners'] as const,
  one: (id: string) => ['partners', id] as const,
};

export const usePartner = (id: string) =>
  useQuery({
    queryKey: partnerKeys.one(id),
    queryFn: ({ signal }) => call(partnerOperations.getPartner, { params: { id } }, signal),
  });

export const useCreatePartner = () =>
  useOperationMutation(partnerOperations.createPartner, partnerKeys.all, (body: PartnerCreate) => ({
    body,
  }));
export const useUpdatePartner = (id: string) =>
  useOperationMutation(partnerOperations.updatePartner, partnerKeys.all, (body: PartnerUpdate) => ({
    params: { id },
    body,
  }));
export const usePartnerStatus = (id: string) =>
  useOperationMutation(
    partnerOperations.changePartnerStatus,
    partnerKeys.all,
    (body: { status: PartnerStatus; reason: string | undefined }) => ({ params: { id }, body }),
  );
