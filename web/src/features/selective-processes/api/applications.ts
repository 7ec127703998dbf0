import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  applicationOperations,
  type ApplicationDetail,
  type ApplicationOutcomeBody,
  type ApplicationPage,
  type ApplicationRow,
  type Board,
  type BulkOutcomeBody,
  type BulkStageMoveBody,
  type EnrolBody,
} from '@hub/contract/applications';
import { api, call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageTemplateOperations } from '@hub/contract/message-templates';
import { processKeys } from './processes';

/** Cards a column shows at first and loads per "Carregar mais": never the whole process. */
export const CARDS_PER_PAGE = 20;

const applicationKeys = {
  board: (processId: string) => [...processKeys.one(processId), 'board'] as const,
  column: (processId: string, stageId: string) =>
    [...processKeys.one(processId), 'column', stageId] as const,
  ranking: (processId: string, query: object) =>
    [...processKeys.one(processId), 'ranking', query] as const,
  one: (id: string) => [...processKeys.all, 'application', id] as const,
};

export const useBoard = (processId: string) =>
  useQuery({
    queryKey: applicationKeys.board(processId),
    queryFn: () =>
      api.get<Board>(`/selective-processes/${processId}/board`, {
        query: { perStage: CARDS_PER_PAGE },
      }),
  });

/** The cards of one column after the board's first page, fetched page by page with the list query. */
export const useColumnPages = (processId: string, stageId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: applicationKeys.column(processId, stageId),
    initialPageParam: 2,
    enabled,
    queryFn: ({ pageParam }) =>
      api.get<ApplicationPage>(`/selective-processes/${processId}/applications`, {
        query: { stageId, status: 'active', page: pageParam, limit: CARDS_PER_PAGE },
      }),
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export type RankingQuery = { page: number; limit: number; key: string; status?: string };

export const useRanking = (processId: string, query: RankingQuery) =>
  useQuery({
    queryKey: applicationKeys.ranking(processId, query),
    queryFn: ({ signal }) =>
      api.get<ApplicationPage>(`/selective-processes/${processId}/applications`, {
        query: { ...query, sort: 'weightedScore', order: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useApplication = (id: string | undefined) =>
  useQuery({
    queryKey: applicationKeys.one(id ?? ''),
    queryFn: () => api.get<ApplicationDetail>(`/applications/${id ?? ''}`),
    enabled: Boolean(id),
  });

/**
 * The application of a professional in a process, for the answer sheets reached by
 * candidate and process ids: the list is searched by the professional's email, then matched by id.
 */
export const useApplicationOf = (
  processId: string,
  candidateId: string,
  email: string | undefined,
) =>
  useQuery({
    queryKey: [...processKeys.one(processId), 'of', candidateId],
    enabled: Boolean(email),
    queryFn: async (): Promise<ApplicationRow | null> => {
      const page = await api.get<ApplicationPage>(
        `/selective-processes/${processId}/applications`,
        {
          query: { key: email, limit: 100 },
        },
      );
      return page.rows.find((row) => row.candidateId === candidateId) ?? null;
    },
  });

export const useEnrol = (processId: string) =>
  useOperationMutation(
    applicationOperations.enrolCandidate,
    processKeys.all,
    (body: EnrolBody) => ({
      params: { id: processId },
      body,
    }),
  );

export const useMoveApplication = () =>
  useOperationMutation(
    applicationOperations.moveApplication,
    processKeys.all,
    ({ id, stageId }: { id: string; stageId: string }) => ({ params: { id }, body: { stageId } }),
  );

export const useUndoMove = (processId: string) =>
  useOperationMutation(applicationOperations.undoLastMove, processKeys.all, () => ({
    params: { id: processId },
  }));

export const useApplicationOutcome = (id: string) =>
  useOperationMutation(
    applicationOperations.changeApplicationStatus,
    processKeys.all,
    (body: ApplicationOutcomeBody) => ({ params: { id }, body }),
  );

export const useBulkMove = (processId: string) =>
  useOperationMutation(
    applicationOperations.bulkMoveApplications,
    processKeys.all,
    (body: BulkStageMoveBody) => ({ params: { id: processId }, body }),
  );

export const useUndoBulkMove = (processId: string) =>
  useOperationMutation(
    applicationOperations.undoApplicationMoves,
    processKeys.all,
    (moveIds: string[]) => ({ params: { id: processId }, body: { moveIds } }),
  );

export const useBulkDecide = (processId: string) =>
  useOperationMutation(
    applicationOperations.bulkDecideApplications,
    processKeys.all,
    (body: BulkOutcomeBody) => ({ params: { id: processId }, body }),
  );

/** The message templates an outcome may be mailed with, by name (the first hundred). */
export const useTemplateOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['message-templates', 'options'],
    enabled,
    queryFn: ({ signal }) =>
      call(
        messageTemplateOperations.listMessageTemplates,
        { query: { limit: 100, sort: 'name', order: 'asc' } },
        signal,
      ),
  });
