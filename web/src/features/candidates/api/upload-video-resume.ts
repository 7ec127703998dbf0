import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buildUrl } from '../../../lib/api-client';
import { readAccessToken } from '../../../lib/auth-storage';
import { candidateKeys } from './candidates';

/** XMLHttpRequest rather than fetch: it reports upload progress, which the progress bar shows. */
export const uploadVideoResume = (id: string, file: File, onProgress: (percent: number) => void) =>
  new Promise<{ videoResumeUrl: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/candidates/${id}/video-resume`));
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as { videoResumeUrl: string });
      else reject(body ?? 'Falha no envio');
    };
    xhr.onerror = () => reject('Falha de conexão durante o envio');
    const data = new FormData();
    data.append('file', file);
    xhr.send(data);
  });

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
