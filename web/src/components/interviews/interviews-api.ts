import { useQuery } from '@tanstack/react-query';
import { interviewSlotOperations, type SlotOfferBody } from '@hub/contract/interview-slots';
import { interviewOperations, type AttendanceBody, type InterviewBody, type ScorecardBody } from '@hub/contract/interviews';
import { call } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operation-mutation';

/** Every interview query sits under one key: a booking, a reschedule or a cancel refreshes them all. */
export const interviewKeys = {
  all: ['interviews'] as const,
  process: (processId: string) => [...interviewKeys.all, 'process', processId] as const,
  candidate: (candidateId: string) => [...interviewKeys.all, 'candidate', candidateId] as const,
  interviewers: (processId: string) => [...interviewKeys.all, 'interviewers', processId] as const,
  scorecards: (applicationId: string) => [...interviewKeys.all, 'scorecards', applicationId] as const,
};

/** An application's scorecards and their mean. */
export const useApplicationScorecards = (applicationId: string) =>
  useQuery({
    queryKey: interviewKeys.scorecards(applicationId),
    queryFn: ({ signal }) => call(interviewOperations.listApplicationScorecards, { params: { id: applicationId } }, signal),
  });

export const useRecordAttendance = () =>
  useOperationMutation(interviewOperations.recordInterviewAttendance, interviewKeys.all, ({ id, ...body }: AttendanceBody & { id: string }) => ({
    params: { id },
    body,
  }));

export const useSaveScorecard = (interviewId: string) =>
  useOperationMutation(interviewOperations.saveInterviewScorecard, interviewKeys.all, (body: ScorecardBody) => ({
    params: { id: interviewId },
    body,
  }));

export const useProcessInterviews = (processId: string) =>
  useQuery({
    queryKey: interviewKeys.process(processId),
    queryFn: ({ signal }) => call(interviewOperations.listProcessInterviews, { params: { id: processId } }, signal),
  });

export const useCandidateInterviews = (candidateId: string) =>
  useQuery({
    queryKey: interviewKeys.candidate(candidateId),
    queryFn: ({ signal }) => call(interviewOperations.listCandidateInterviews, { params: { id: candidateId } }, signal),
  });

/** The administrators who may interview in the process (read when the dialog opens). */
export const useInterviewers = (processId: string, enabled: boolean) =>
  useQuery({
    queryKey: interviewKeys.interviewers(processId),
    queryFn: ({ signal }) => call(interviewOperations.listProcessInterviewers, { params: { id: processId } }, signal),
    enabled,
  });

export const useBookInterviews = (processId: string) =>
  useOperationMutation(interviewOperations.bookInterviews, interviewKeys.all, (body: InterviewBody & { applicationIds: string[] }) => ({
    params: { id: processId },
    body,
  }));

export const useRescheduleInterview = (interviewId: string) =>
  useOperationMutation(interviewOperations.rescheduleInterview, interviewKeys.all, (body: InterviewBody) => ({
    params: { id: interviewId },
    body,
  }));

export const useCancelInterview = () =>
  useOperationMutation(interviewOperations.cancelInterview, interviewKeys.all, ({ id, reason }: { id: string; reason?: string }) => ({
    params: { id },
    body: { reason },
  }));

/** Offers times to the professional of one application, who picks one through the mailed link. */
export const useOfferSlots = (applicationId: string) =>
  useOperationMutation(interviewSlotOperations.offerInterviewSlots, interviewKeys.all, (body: SlotOfferBody) => ({
    params: { id: applicationId },
    body,
  }));
