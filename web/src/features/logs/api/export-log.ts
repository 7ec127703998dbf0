import { buildUrl, FALLBACK_ERROR, type QueryValue } from '../../../lib/api-client';
import { readAccessToken } from '../../../lib/auth-storage';

/**
 * Downloads `{path}/export.csv` with the page's filters. The export needs the Bearer header,
 * so it is fetched and handed to the browser as a file rather than opened as a link.
 */
export const downloadLogCsv = async (
  path: string,
  filters: Record<string, QueryValue>,
  filename: string,
): Promise<void> => {
  const token = readAccessToken();
  const response = await fetch(buildUrl(`${path}/export.csv`, filters), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw ((await response.json().catch(() => null)) as unknown) ?? FALLBACK_ERROR;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  URL.revokeObjectURL(url);
};
