import {
  superAdminOperations,
  type SuperAdminCreate,
  type SuperAdminStatus,
} from '@hub/contract/super-admins';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const superAdminKeys = { all: ['super-admins'] as const };

/** Creates the administrator and mails the invitation whose link sets the password. */
export const useCreateSuperAdmin = () =>
  useOperationMutation(
    superAdminOperations.createSuperAdmin,
    superAdminKeys.all,
    (body: SuperAdminCreate) => ({ body }),
  );
export const useSuperAdminStatus = () =>
  useOperationMutation(
    superAdminOperations.changeSuperAdminStatus,
    superAdminKeys.all,
    ({ id, status }: { id: string; status: SuperAdminStatus }) => ({
      params: { id },
      body: { status },
    }),
  );
/** Mails a fresh invitation link to an administrator who has not set a password yet. */
export const useResendInvite = () =>
  useOperationMutation(
    superAdminOperations.resendSuperAdminInvitation,
    superAdminKeys.all,
    (id: string) => ({ params: { id } }),
  );
