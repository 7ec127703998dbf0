import { userOperations, type ChangePasswordBody } from '@hub/contract/auth';
import { useAuth } from '../../../auth/auth-context';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** PUT user/{id}: older tokens stop working, so the answer's new token replaces the stored one. */
export const useChangePassword = () => {
  const { user, startSession } = useAuth();
  return useOperationMutation(
    userOperations.changeOwnPassword,
    null,
    (body: ChangePasswordBody) => ({ params: { id: user?.id ?? '' }, body }),
    startSession,
  );
};
