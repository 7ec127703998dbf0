import { useQuery } from '@tanstack/react-query';
import type {
  QuestionSheet,
  QuestionSheetInput,
  QuestionSheetPage,
} from '@hub/contract/assessments';
import { api } from '../../../lib/api-client';
import { processKeys, useProcessMutation } from './processes';

const sheetKeys = {
  company: (companyId: string) => [...processKeys.all, 'sheets', companyId] as const,
  one: (id: string) => [...processKeys.all, 'sheet', id] as const,
};

/** A company's sheets for the process editor's choice: at most 100, the page limit. */
export const useCompanySheets = (companyId: string) =>
  useQuery({
    queryKey: sheetKeys.company(companyId),
    queryFn: () =>
      api.get<QuestionSheetPage>(`/companies/${companyId}/question-sheets`, {
        query: { limit: 100 },
      }),
  });

export const useQuestionSheet = (id: string | null) =>
  useQuery({
    queryKey: sheetKeys.one(id ?? ''),
    queryFn: () => api.get<QuestionSheet>(`/question-sheets/${id ?? ''}`),
    enabled: Boolean(id),
  });

export const useCreateSheet = (companyId: string) =>
  useProcessMutation((body: QuestionSheetInput) =>
    api.post<QuestionSheet>(`/companies/${companyId}/question-sheets`, body),
  );

export const useUpdateSheet = (id: string) =>
  useProcessMutation((body: QuestionSheetInput & { updatedAt: string }) =>
    api.put<QuestionSheet>(`/question-sheets/${id}`, body),
  );
