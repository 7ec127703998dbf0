import type { SuperAdminProfileBody } from '@hub/contract/auth';
import { superAdminOperations } from '@hub/contract/super-admins';
import { useAuth } from '../../../auth/auth-context';
import { useOperationMutation } from '../../../lib/operation-mutation';

/**
 * PUT super-admin/{id}; then the session user is fetched again (spec section 7). A new email ends
 * the account's sessions: the answer's new token then replaces the stored one.
 */
export const useUpdateProfile = () => {
  const { user, refreshUser, startSession } = useAuth();
  return useOperationMutation(
    superAdminOperations.updateSuperAdminProfile,
    null,
    (body: SuperAdminProfileBody) => ({ params: { id: user?.id ?? '' }, body }),
    ({ accessToken, ...sessionUser }) => (accessToken ? startSession({ accessToken, user: sessionUser }) : refreshUser()),
  );
};
