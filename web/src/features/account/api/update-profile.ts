import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SuperAdminProfileBody } from '@hub/contract/auth';
import { useAuth } from '../../../auth/auth-context';
import { api } from '../../../lib/api-client';

export const updateProfile = (id: string, body: SuperAdminProfileBody) =>
  api.put<SessionUser>(`/super-admin/${id}`, body);

/** PUT super-admin/{id}; then the session user is fetched again (spec section 7). */
export const useUpdateProfile = () => {
  const { user, refreshUser } = useAuth();
  return useMutation({
    mutationFn: (body: SuperAdminProfileBody) => updateProfile(user?.id ?? '', body),
    onSuccess: refreshUser,
  });
};
