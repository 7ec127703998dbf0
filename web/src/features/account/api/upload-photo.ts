import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../auth/auth-context';
import { api } from '../../../lib/api-client';

export const uploadPhoto = (id: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ photoUrl: string }>(`/user/${id}/photo`, body);
};

/** POST user/{id}/photo (multipart); then the session user is fetched again. */
export const useUploadPhoto = () => {
  const { user, refreshUser } = useAuth();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(user?.id ?? '', file),
    onSuccess: refreshUser,
  });
};
