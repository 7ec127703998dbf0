import { useInfiniteQuery } from '@tanstack/react-query';
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

/**
 * A record's history, newest first, a page at a time: each next page continues after the last
 * event held (`next`), so 'Carregar mais' reads only the older events.
 */
export const useRecordHistory = (entity: HistoryEntity, id: string) =>
  useInfiniteQuery({
    queryKey: historyKeys.of(entity, id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        historyOperations.getRecordHistory,
        {
          params: { entity, id },
          query: { limit: HISTORY_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data) => ({ events: data.pages.flatMap((page) => page.events) }),
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
