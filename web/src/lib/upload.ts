import { buildUrl } from './api-client';
import { readAccessToken } from './auth-storage';

/**
 * Posts one file as multipart (field `file`) with the session's Bearer header. XMLHttpRequest
 * rather than fetch: it reports upload progress, which the progress bars show.
 */
export const uploadWithProgress = <T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
) =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(body ?? 'Falha no envio');
    };
    xhr.onerror = () => reject('Falha de conexão durante o envio');
    const data = new FormData();
    data.append('file', file);
    xhr.send(data);
  });
