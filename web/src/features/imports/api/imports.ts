import { useQuery } from '@tanstack/react-query';
import {
  IMPORT_RUNNING,
  importOperations,
  type ImportMappingBody,
  type ImportResource,
  type ImportStartBody,
} from '@hub/contract/imports';
import { useCan } from '../../../auth/use-can';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { uploadWithProgress } from '../../../lib/upload';

export const importKeys = {
  all: ['imports'] as const,
  one: (id: string) => ['imports', id] as const,
  rows: (id: string) => ['imports', id, 'rows'] as const,
  running: ['imports', 'running'] as const,
};

/** While the job works on it, the import is read again every second: its 'N de M' moves. */
const RUNNING_POLL_MS = 1000;

export const useImport = (id: string) =>
  useQuery({
    queryKey: importKeys.one(id),
    queryFn: ({ signal }) => call(importOperations.getImport, { params: { id } }, signal),
    refetchInterval: (query) =>
      query.state.data && IMPORT_RUNNING.includes(query.state.data.status)
        ? RUNNING_POLL_MS
        : false,
  });

/** How often the shell looks for imports under way when it knows of none. */
const IDLE_POLL_MS = 15_000;

/** The imports under way, asked only of a profile that may see them: the others' shell never polls a 403. */
export const useRunningImports = () => {
  const allowed = useCan(importOperations.listRunningImports.permission);
  return useQuery({
    queryKey: importKeys.running,
    queryFn: ({ signal }) => call(importOperations.listRunningImports, {}, signal),
    enabled: allowed,
    refetchInterval: (query) =>
      (query.state.data?.rows.length ?? 0) > 0 ? RUNNING_POLL_MS : IDLE_POLL_MS,
  });
};

export const uploadImport = (
  resource: ImportResource,
  file: File,
  onProgress: (percent: number) => void,
) => uploadWithProgress(importOperations.uploadImport, { params: { resource } }, file, onProgress);

export const useMapImportColumns = (id: string) =>
  useOperationMutation(
    importOperations.mapImportColumns,
    importKeys.all,
    (body: ImportMappingBody) => ({ params: { id }, body }),
  );

export const useStartImport = (id: string) =>
  useOperationMutation(importOperations.startImport, importKeys.all, (body: ImportStartBody) => ({
    params: { id },
    body,
  }));

export const useCancelImport = (id: string) =>
  useOperationMutation(importOperations.cancelImport, importKeys.all, () => ({ params: { id } }));

export const useUndoImport = (id: string) =>
  useOperationMutation(importOperations.undoImport, importKeys.all, () => ({ params: { id } }));
