import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  applicationOperations,
  type ApplicationOutcomeBody,
  type ApplicationRow,
  type BulkOutcomeBody,
  type BulkStageMoveBody,
  type EnrolBody,
} from '@hub/contract/applications';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { messageTemplateOperations } from '@hub/contract/message-templates';
import { processKeys } from './processes';

/** Cards a column shows at first and loads per "Carregar mais": never the whole process. */
export const CARDS_PER_PAGE = 20;

const applicationKeys = {
  board: (processId: string) => [...processKeys.one(processId), 'board'] as const,
  column: (processId: string, stageId: string) =>
    [...processKeys.one(processId), 'column', stageId] as const,
  one: (id: string) => [...processKeys.all, 'application', id] as const,
};

/** The board, or only its late cards ('Atrasadas'). */
export const useBoard = (processId: string, late: boolean) =>
  useQuery({
    queryKey: [...applicationKeys.board(processId), { late }],
    // Switching 'Só atrasadas' keeps the board (and its switch) on screen until the other answers.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(
        applicationOperations.getApplicationBoard,
        {
          params: { id: processId },
          query: { perStage: CARDS_PER_PAGE, ...(late && { late: 'true' as const }) },
        },
        signal,
      ),
  });

/** The cards of one column after the board's first page, fetched page by page with the list query. */
export const useColumnPages = (
  processId: string,
  stageId: string,
  enabled: boolean,
  status: 'active' | 'hired',
  late: boolean,
) =>
  useInfiniteQuery({
    queryKey: [...applicationKeys.column(processId, stageId), { late }],
    initialPageParam: 2,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      call(
        applicationOperations.listApplications,
        {
          params: { id: processId },
          query: {
            stageId,
            status,
            page: pageParam,
            limit: CARDS_PER_PAGE,
            ...(late && { late: 'true' as const }),
          },
        },
        signal,
      ),
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

/** The ranked table's queries (one per page and filter), under its process's. */
export const rankingKey = (processId: string) =>
  [...processKeys.one(processId), 'ranking'] as const;

export const useApplication = (id: string | undefined) =>
  useQuery({
    queryKey: applicationKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      call(applicationOperations.getApplication, { params: { id: id ?? '' } }, signal),
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
    queryFn: async ({ signal }): Promise<ApplicationRow | null> => {
      const page = await call(
        applicationOperations.listApplications,
        { params: { id: processId }, query: { key: email, limit: 100 } },
        signal,
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
