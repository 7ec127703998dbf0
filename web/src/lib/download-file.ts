import { buildUrl, FALLBACK_ERROR, type QueryValue } from './api-client';
import { readAccessToken } from './auth-storage';

/** Downloads an export (CSV, JSON) with the session's Bearer header (a plain link cannot send it). */
export const downloadFile = async (
  path: string,
  query: Record<string, QueryValue>,
  fileName: string,
): Promise<void> => {
  const token = readAccessToken();
  const response = await fetch(buildUrl(path, query), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw ((await response.json().catch(() => null)) as unknown) ?? FALLBACK_ERROR;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};
