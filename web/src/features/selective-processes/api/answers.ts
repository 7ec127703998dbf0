import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import type {
  CompetencyAnswersBody,
  CustomTestAnswersBody,
  QuestionsAnswersBody,
  RequirementsAnswersBody,
  ValuesAnswersBody,
  VideoScoreBody,
} from '@hub/contract/assessments';
import { companyOperations, type CompanyValues } from '@hub/contract/companies';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { uploadWithProgress } from '../../../lib/upload';
import { processKeys } from './processes';

// The answer sheets of an application: each save answers the application rescored.
export const useSaveRequirements = (id: string) =>
  useOperationMutation(
    assessmentOperations.saveRequirementAnswers,
    processKeys.all,
    (body: RequirementsAnswersBody) => ({ params: { id }, body }),
  );
export const useSaveQuestions = (id: string) =>
  useOperationMutation(
    assessmentOperations.saveQuestionAnswers,
    processKeys.all,
    (body: QuestionsAnswersBody) => ({ params: { id }, body }),
  );
export const useSaveCustomTest = (id: string) =>
  useOperationMutation(
    assessmentOperations.saveCustomTestAnswers,
    processKeys.all,
    (body: CustomTestAnswersBody) => ({ params: { id }, body }),
  );
export const useSaveValues = (id: string) =>
  useOperationMutation(
    assessmentOperations.saveValuesAnswers,
    processKeys.all,
    (body: ValuesAnswersBody) => ({ params: { id }, body }),
  );

/** The values the company rated: the professional rates the same list. */
export const useCompanyValueList = (companyId: string) =>
  useQuery({
    queryKey: ['companies', companyId, 'values-test'],
    queryFn: ({ signal }) =>
      call(companyOperations.getCompanyValues, { params: { id: companyId } }, signal),
    enabled: Boolean(companyId),
  });

/** Whether the company has answered its values profile: the values test is scored against it. */
export const hasValuesProfile = (values: CompanyValues): boolean => values.answeredAt !== null;

const competencyKey = (candidateId: string) => [...processKeys.all, 'competency', candidateId];

export const useCompetency = (candidateId: string) =>
  useQuery({
    queryKey: competencyKey(candidateId),
    queryFn: ({ signal }) =>
      call(assessmentOperations.getCompetencyTest, { params: { id: candidateId } }, signal),
  });

/** One sheet per professional: saving it rescores every application of the professional. */
export const useSaveCompetency = (candidateId: string) =>
  useOperationMutation(
    assessmentOperations.saveCompetencyTest,
    processKeys.all,
    (body: CompetencyAnswersBody) => ({ params: { id: candidateId }, body }),
  );

export const useUploadInterview = (applicationId: string) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ questionId, file }: { questionId: string; file: File }) => {
      setProgress(0);
      return uploadWithProgress(
        assessmentOperations.uploadInterviewVideo,
        { params: { id: applicationId, questionId } },
        file,
        setProgress,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: processKeys.all }),
  });
  return { ...mutation, progress };
};

export const useScoreInterview = (applicationId: string) =>
  useOperationMutation(
    assessmentOperations.scoreInterviewVideo,
    processKeys.all,
    ({ questionId, ...body }: VideoScoreBody & { questionId: string }) => ({
      params: { id: applicationId, questionId },
      body,
    }),
  );
