import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FollowersBody, ProcessFollower, StageDays, StageDaysBody } from '@hub/contract/idle-watchdog';
import type { Db } from '../../../db/client';
import { processFollowers, processStages, superAdminProfiles } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { findProcessRow } from '../selective-processes.service';
import { stagesOf } from '../stages.service';
import { followersOf } from './followers';
import { IdleWatchdogErrors } from './idle-watchdog.errors';

export const listFollowers = async (db: Db, processId: string): Promise<ProcessFollower[]> => {
  await findProcessRow(db, processId);
  return followersOf(db, processId);
};

/** Replaces who follows the process; each must be an administrator (400 naming the field otherwise). */
export const saveFollowers = async (db: Db, request: FastifyRequest, processId: string, body: FollowersBody): Promise<ProcessFollower[]> =>
  db.transaction(async (tx) => {
    await findProcessRow(tx, processId, true);
    const wanted = [...new Set(body.userIds)];
    const admins = wanted.length
      ? await tx.select({ id: superAdminProfiles.userId }).from(superAdminProfiles).where(inArray(superAdminProfiles.userId, wanted))
      : [];
    if (admins.length !== wanted.length) throw new AppError(IdleWatchdogErrors.notAdministrator);
    const before = await followersOf(tx, processId);
    await tx.delete(processFollowers).where(eq(processFollowers.selectiveProcessId, processId));
    if (wanted.length) await tx.insert(processFollowers).values(wanted.map((userId) => ({ selectiveProcessId: processId, userId })));
    const after = await followersOf(tx, processId);
    await recordAudit(tx, request, {
      action: 'followers.update',
      entity: 'selective_processes',
      entityId: processId,
      before: { followers: before.map((follower) => follower.name) },
      after: { followers: after.map((follower) => follower.name) },
    });
    return after;
  });

const toStageDays = (stages: { id: string; name: string; allowedDays: number | null }[], defaultDays: number): StageDays[] =>
  stages.map(({ id, name, allowedDays }) => ({ id, name, allowedDays, effectiveDays: allowedDays ?? defaultDays }));

export const listStageDays = async (db: Db, processId: string, defaultDays: number): Promise<StageDays[]> => {
  await findProcessRow(db, processId);
  return toStageDays(await stagesOf(db, processId), defaultDays);
};

/** Sets the days allowed in some of the process's stages (null: the default); a stage of another process is refused. */
export const saveStageDays = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: StageDaysBody,
  defaultDays: number,
): Promise<StageDays[]> =>
  db.transaction(async (tx) => {
    await findProcessRow(tx, processId, true);
    const before = await stagesOf(tx, processId);
    const known = new Set(before.map((stage) => stage.id));
    if (body.stages.some((stage) => !known.has(stage.id))) throw new AppError(IdleWatchdogErrors.unknownStage);
    for (const stage of body.stages)
      await tx
        .update(processStages)
        .set({ allowedDays: stage.allowedDays, updatedAt: new Date() })
        .where(and(eq(processStages.id, stage.id), eq(processStages.selectiveProcessId, processId)));
    const after = await stagesOf(tx, processId);
    await recordAudit(tx, request, {
      action: 'stage-days.update',
      entity: 'selective_processes',
      entityId: processId,
      before: { stageDays: before.map(({ name, allowedDays }) => ({ name, allowedDays })) },
      after: { stageDays: after.map(({ name, allowedDays }) => ({ name, allowedDays })) },
    });
    return toStageDays(after, defaultDays);
  });
