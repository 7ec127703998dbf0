import { useEffect, useState, type ChangeEvent } from 'react';
import { enqueueSnackbar } from '../../../lib/toast';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '@hub/contract/auth';
import { errorMessage } from '../../../lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';

/** The browser's own check before sending; the server checks the real content again. */
export const photoProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
};

/** Choosing a photo shows a preview; saving uploads it. Errors of either step show in one place. */
export const usePhotoUpload = () => {
  const mutation = useUploadPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  };

  const save = async () => {
    if (!file) return;
    try {
      await mutation.mutateAsync(file);
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    setFile(null);
    setPreview(null);
    enqueueSnackbar('Foto atualizada', { variant: 'success' });
  };

  return { choose, save, preview, error, hasFile: Boolean(file), saving: mutation.isPending };
};
