import { useQuery } from '@tanstack/react-query';
import {
  lgpdRequestOperations,
  type LgpdRequestCreate,
  type LgpdRequestStatus,
  type LgpdRequestUpdate,
} from '@hub/contract/lgpd-requests';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const lgpdRequestKeys = {
  all: ['lgpd-requests'] as const,
  one: (id: string) => ['lgpd-requests', id] as const,
};

export const useLgpdRequest = (id: string) =>
  useQuery({
    queryKey: lgpdRequestKeys.one(id),
    queryFn: ({ signal }) => call(lgpdRequestOperations.getLgpdRequest, { params: { id } }, signal),
  });

export const useCreateLgpdRequest = () =>
  useOperationMutation(
    lgpdRequestOperations.createLgpdRequest,
    lgpdRequestKeys.all,
    (body: LgpdRequestCreate) => ({ body }),
  );
export const useUpdateLgpdRequest = (id: string) =>
  useOperationMutation(
    lgpdRequestOperations.updateLgpdRequest,
    lgpdRequestKeys.all,
    (body: LgpdRequestUpdate) => ({ params: { id }, body }),
  );
export const useLgpdRequestStatus = (id: string) =>
  useOperationMutation(
    lgpdRequestOperations.changeLgpdRequestStatus,
    lgpdRequestKeys.all,
    (body: { status: LgpdRequestStatus; reason: string | undefined }) => ({ params: { id }, body }),
  );
export const useAnonymizeLgpdSubject = (id: string) =>
  useOperationMutation(lgpdRequestOperations.anonymizeLgpdSubject, lgpdRequestKeys.all, () => ({
    params: { id },
    body: { confirm: true as const },
  }));
