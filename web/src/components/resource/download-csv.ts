import { buildUrl, type QueryValue } from '../../lib/api-client';
import { readAccessToken } from '../../lib/auth-storage';

/** Downloads a CSV export with the session's Bearer header (a plain link cannot send it). */
export const downloadCsv = async (
  path: string,
  query: Record<string, QueryValue>,
  name: string,
): Promise<void> => {
  const token = readAccessToken();
  const response = await fetch(buildUrl(path, query), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw (await response.json().catch(() => undefined)) ?? 'Falha ao exportar';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};
