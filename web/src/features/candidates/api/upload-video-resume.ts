import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { candidateOperations } from '@hub/contract/candidates';
import { uploadWithProgress } from '../../../lib/upload';
import { candidateKeys } from './candidates';

export const uploadVideoResume = (id: string, file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress(candidateOperations.uploadVideoResume, { params: { id } }, file, onProgress);

export const useUploadVideoResume = (id: string) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadVideoResume(id, file, setProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: candidateKeys.all }),
  });
  return { ...mutation, progress };
};
