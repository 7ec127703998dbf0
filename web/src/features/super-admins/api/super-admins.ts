import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accessProfileOperations,
  type AccessProfileBodyInput,
  type AccessProfileUpdateInput,
  type AssignAccessProfileBody,
} from '@hub/contract/access-profiles';
import {
  superAdminOperations,
  type SuperAdminCreate,
  type SuperAdminStatus,
} from '@hub/contract/super-admins';
import { call } from '../../../lib/api-client';
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

export const accessProfileKeys = { all: ['access-profiles'] as const };

/** The access profiles, built-in ones first: the profiles screen and the administrators' picker. */
export const useAccessProfiles = () =>
  useQuery({
    queryKey: accessProfileKeys.all,
    queryFn: ({ signal }) => call(accessProfileOperations.listAccessProfiles, {}, signal),
  });
export const useCreateAccessProfile = () =>
  useOperationMutation(
    accessProfileOperations.createAccessProfile,
    accessProfileKeys.all,
    (body: AccessProfileBodyInput) => ({
      body,
    }),
  );
export const useUpdateAccessProfile = () =>
  useOperationMutation(
    accessProfileOperations.updateAccessProfile,
    accessProfileKeys.all,
    ({ id, body }: { id: string; body: AccessProfileUpdateInput }) => ({ params: { id }, body }),
  );
export const useDeleteAccessProfile = () =>
  useOperationMutation(
    accessProfileOperations.deleteAccessProfile,
    accessProfileKeys.all,
    (id: string) => ({
      params: { id },
    }),
  );
/**
 * Gives an administrator a profile and their own UFs, both at once (the API takes both: UFs left
 * out would be cleared); the list and the profiles' holder counts refresh.
 */
export const useAssignAccessProfile = () => {
  const client = useQueryClient();
  return useOperationMutation(
    accessProfileOperations.assignAccessProfile,
    superAdminKeys.all,
    ({ id, ...body }: { id: string } & AssignAccessProfileBody) => ({ params: { id }, body }),
    () => client.invalidateQueries({ queryKey: accessProfileKeys.all }),
  );
};
