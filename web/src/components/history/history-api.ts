import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  HISTORY_PAGE,
  historyOperations,
  type HistoryEntity,
  type NoteBody,
  type NoteEntity,
} from '@hub/contract/history';
import { call } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operation-mutation';

export const historyKeys = {
  all: ['history'] as const,
  of: (entity: HistoryEntity, id: string) => ['history', entity, id] as const,
};

/** The newest `limit` events of a record's history; the previous answer stays while more load. */
export const useRecordHistory = (entity: HistoryEntity, id: string, limit = HISTORY_PAGE) =>
  useQuery({
    queryKey: [...historyKeys.of(entity, id), limit],
    queryFn: ({ signal }) =>
      call(
        historyOperations.getRecordHistory,
        { params: { entity, id }, query: { limit } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

// A note shows in the histories of the records around it (a professional's, a process's): all are refreshed.
export const useAddNote = (entity: NoteEntity, id: string) =>
  useOperationMutation(historyOperations.addRecordNote, historyKeys.all, (body: NoteBody) => ({
    params: { entity, id },
    body,
  }));

export const useDeleteNote = () =>
  useOperationMutation(historyOperations.deleteRecordNote, historyKeys.all, (id: string) => ({
    params: { id },
  }));
