import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuperAdmin, SuperAdminCreate, SuperAdminStatus } from '@hub/contract/super-admins';
import { api } from '../../../lib/api-client';

export const superAdminKeys = { all: ['super-admins'] as const };

const useSuperAdminMutation = <Input, Output>(call: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: superAdminKeys.all }),
  });
};

/** Creates the administrator and mails the invitation whose link sets the password. */
export const useCreateSuperAdmin = () =>
  useSuperAdminMutation((body: SuperAdminCreate) => api.post<SuperAdmin>('/super-admins', body));
export const useSuperAdminStatus = () =>
  useSuperAdminMutation(({ id, status }: { id: string; status: SuperAdminStatus }) =>
    api.post<SuperAdmin>(`/super-admins/${id}/status`, { status }),
  );
/** Mails a fresh invitation link to an administrator who has not set a password yet. */
export const useResendInvite = () =>
  useSuperAdminMutation((id: string) => api.post<null>(`/super-admins/${id}/invite`));
