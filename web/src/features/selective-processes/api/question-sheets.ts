import { useQuery } from '@tanstack/react-query';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import type { QuestionSheetInput } from '@hub/contract/assessments';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { processKeys } from './processes';

export const sheetKeys = {
  company: (companyId: string) => [...processKeys.all, 'sheets', companyId] as const,
  one: (id: string) => [...processKeys.all, 'sheet', id] as const,
};

export const useQuestionSheet = (id: string | null) =>
  useQuery({
    queryKey: sheetKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      call(assessmentOperations.getQuestionSheet, { params: { id: id ?? '' } }, signal),
    enabled: Boolean(id),
  });

export const useCreateSheet = (companyId: string) =>
  useOperationMutation(
    assessmentOperations.createQuestionSheet,
    processKeys.all,
    (body: QuestionSheetInput) => ({ params: { id: companyId }, body }),
  );

export const useUpdateSheet = (id: string) =>
  useOperationMutation(
    assessmentOperations.updateQuestionSheet,
    processKeys.all,
    (body: QuestionSheetInput & { updatedAt: string }) => ({ params: { id }, body }),
  );
