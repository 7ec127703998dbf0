import { userOperations } from '@hub/contract/auth';
import { useAuth } from '../../../auth/auth-context';
import { useOperationMutation } from '../../../lib/operation-mutation';

/** POST user/{id}/photo (multipart); then the session user is fetched again. */
export const useUploadPhoto = () => {
  const { user, refreshUser } = useAuth();
  return useOperationMutation(
    userOperations.uploadUserPhoto,
    null,
    (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return { params: { id: user?.id ?? '' }, body };
    },
    refreshUser,
  );
};
