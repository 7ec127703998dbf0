import {
  pathOf,
  type Operation,
  type OperationAnswer,
  type OperationInput,
} from '@hub/contract/operation';
import { buildUrl } from './api-client';
import { readAccessToken } from './auth-storage';

/**
 * Posts one file as multipart (field `file`) to an upload operation of the contract, with the
 * session's Bearer header. XMLHttpRequest rather than fetch: it reports upload progress, which
 * the progress bars show.
 */
export const uploadWithProgress = <Op extends Operation>(
  operation: Op,
  input: OperationInput<Op>,
  file: File,
  onProgress: (percent: number) => void,
) =>
  new Promise<OperationAnswer<Op>>((resolve, reject) => {
    const { params } = input as { params?: Record<string, string> };
    const xhr = new XMLHttpRequest();
    xhr.open(operation.method, buildUrl(pathOf(operation, params)));
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as OperationAnswer<Op>);
      else reject(body ?? 'Falha no envio');
    };
    xhr.onerror = () => reject('Falha de conexão durante o envio');
    const data = new FormData();
    data.append('file', file);
    xhr.send(data);
  });
