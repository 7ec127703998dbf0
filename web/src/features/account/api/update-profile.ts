import type { SuperAdminProfileBody } from '@hub/contract/auth';
import { superAdminOperations } from '@hub/contract/super-admins';
import { useAuth } from '../../../auth/auth-context';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** PUT super-admin/{id}; then the session user is fetched again (spec section 7). */
export const useUpdateProfile = () => {
  const { user, refreshUser } = useAuth();
  return useOperationMutation(
    superAdminOperations.updateSuperAdminProfile,
    null,
    (body: SuperAdminProfileBody) => ({ params: { id: user?.id ?? '' }, body }),
    refreshUser,
  );
};
