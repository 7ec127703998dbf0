import { lgpdRequestOperations, type LgpdReviewCreate } from '@hub/contract/lgpd-requests';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** A review of an application's score (art. 20): a new request in the LGPD desk's queue. */
export const useCreateReviewRequest = () =>
  useOperationMutation(lgpdRequestOperations.createLgpdReviewRequest, ['lgpd-requests'], (body: LgpdReviewCreate) => ({ body }));
