import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApplicationDetail } from '@hub/contract/applications';
import type {
  CompetencyAnswersBody,
  CompetencyResult,
  CustomTestAnswersBody,
  QuestionsAnswersBody,
  RequirementsAnswersBody,
  ValuesAnswersBody,
  VideoAnswer,
  VideoScoreBody,
} from '@hub/contract/assessments';
import type { CompanyValues } from '@hub/contract/companies';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';
import { processKeys, useProcessMutation } from './processes';

/** The answer sheets of an application: each PUT answers the application rescored. */
const useSheet = <Body>(applicationId: string, sheet: string) =>
  useProcessMutation((body: Body) =>
    api.put<ApplicationDetail>(`/applications/${applicationId}/${sheet}`, body),
  );

export const useSaveRequirements = (id: string) =>
  useSheet<RequirementsAnswersBody>(id, 'requirements');
export const useSaveQuestions = (id: string) => useSheet<QuestionsAnswersBody>(id, 'questions');
export const useSaveCustomTest = (id: string) => useSheet<CustomTestAnswersBody>(id, 'custom-test');
export const useSaveValues = (id: string) => useSheet<ValuesAnswersBody>(id, 'values');

/** The values the company rated: the professional rates the same list. */
export const useCompanyValueList = (companyId: string) =>
  useQuery({
    queryKey: ['companies', companyId, 'values-test'],
    queryFn: () => api.get<CompanyValues>(`/companies/${companyId}/values-test`),
    enabled: Boolean(companyId),
  });

/** Whether the company has answered its values profile: the values test is scored against it. */
export const hasValuesProfile = (values: CompanyValues): boolean => values.answeredAt !== null;

const competencyKey = (candidateId: string) => [...processKeys.all, 'competency', candidateId];

export const useCompetency = (candidateId: string) =>
  useQuery({
    queryKey: competencyKey(candidateId),
    queryFn: () => api.get<CompetencyResult>(`/candidates/${candidateId}/competency-test`),
  });

/** One sheet per professional: saving it rescores every application of the professional. */
export const useSaveCompetency = (candidateId: string) =>
  useProcessMutation((body: CompetencyAnswersBody) =>
    api.put<CompetencyResult>(`/candidates/${candidateId}/competency-test`, body),
  );

const videoPath = (applicationId: string, questionId: string) =>
  `/applications/${applicationId}/video-interview/${questionId}`;

export const useUploadInterview = (applicationId: string) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ questionId, file }: { questionId: string; file: File }) => {
      setProgress(0);
      return uploadWithProgress<VideoAnswer>(
        videoPath(applicationId, questionId),
        file,
        setProgress,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: processKeys.all }),
  });
  return { ...mutation, progress };
};

export const useScoreInterview = (applicationId: string) =>
  useProcessMutation(({ questionId, ...body }: VideoScoreBody & { questionId: string }) =>
    api.put<VideoAnswer>(`${videoPath(applicationId, questionId)}/score`, body),
  );
