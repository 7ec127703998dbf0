import { useQuery } from '@tanstack/react-query';
import { idleWatchdogOperations, type FollowersBody, type StageDaysBody } from '@hub/contract/idle-watchdog';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { processKeys } from './processes';

const followersKey = (processId: string) => [...processKeys.one(processId), 'followers'] as const;
const stageDaysKey = (processId: string) => [...processKeys.one(processId), 'stage-days'] as const;

export const useFollowers = (processId: string) =>
  useQuery({
    queryKey: followersKey(processId),
    queryFn: ({ signal }) => call(idleWatchdogOperations.listProcessFollowers, { params: { id: processId } }, signal),
  });

export const useSaveFollowers = (processId: string) =>
  useOperationMutation(idleWatchdogOperations.saveProcessFollowers, followersKey(processId), (body: FollowersBody) => ({
    params: { id: processId },
    body,
  }));

export const useStageDays = (processId: string) =>
  useQuery({
    queryKey: stageDaysKey(processId),
    queryFn: ({ signal }) => call(idleWatchdogOperations.listStageDays, { params: { id: processId } }, signal),
  });

export const useSaveStageDays = (processId: string) =>
  useOperationMutation(idleWatchdogOperations.saveStageDays, stageDaysKey(processId), (body: StageDaysBody) => ({
    params: { id: processId },
    body,
  }));
