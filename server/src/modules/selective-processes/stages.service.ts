import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SelectiveProcess, StagesBody } from '@hub/contract/selective-processes';
import type { Db } from '../../db/client';
import { builtOncePer } from '../../db/prepared';
import { applications, processStages, selectiveProcesses } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { keepProcessStages } from './applications/kept-stages';
import { ProcessErrors, stageInUse } from './selective-processes.errors';
import { findProcessRow, getProcess, isFinal } from './selective-processes.service';

/** The stages of a process in pipeline order. */
const stagesQuery = builtOncePer((db) =>
  db
    .select()
    .from(processStages)
    .where(eq(processStages.selectiveProcessId, sql.placeholder('processId')))
    .orderBy(asc(processStages.position))
    .prepare('process_stages'),
);

/** Every board and process detail reads them: built once, prepared per connection. */
export const stagesOf = (db: Db, processId: string) => stagesQuery(db).execute({ processId });

/**
 * Replaces the pipeline: stages keep their id when renamed or reordered, new ones are created,
 * missing ones removed, but only when no application is in them (moving candidates is the
 * administrator's decision, not a side effect of editing the pipeline).
 */
export const saveStages = async (
  db: Db,
  request: FastifyRequest,
  processId: string,
  body: StagesBody,
): Promise<SelectiveProcess> => {
  await db.transaction(async (tx) => {
    const process = await findProcessRow(tx, processId, true);
    if (isFinal(process.status)) throw new AppError(ProcessErrors.notEditable);
    const before = await stagesOf(tx, processId);
    const known = new Map(before.map((stage) => [stage.id, stage]));
    if (body.stages.some((stage) => stage.id && !known.has(stage.id)))
      throw new AppError(ProcessErrors.unknownStage);
    const kept = new Set(body.stages.flatMap((stage) => (stage.id ? [stage.id] : [])));
    const removed = before.filter((stage) => !kept.has(stage.id));
    if (removed.length > 0) {
      const [busy] = await tx
        .select({ stageId: applications.stageId })
        .from(applications)
        .where(
          inArray(
            applications.stageId,
            removed.map((stage) => stage.id),
          ),
        )
        .limit(1);
      const busyStage = removed.find((stage) => stage.id === busy?.stageId);
      if (busyStage) throw new AppError(stageInUse(busyStage.name));
      await tx.delete(processStages).where(
        inArray(
          processStages.id,
          removed.map((stage) => stage.id),
        ),
      );
    }
    // Positions are rewritten from the body's order; names may swap, so no unique index gets in the way.
    for (const [position, stage] of body.stages.entries()) {
      if (stage.id)
        await tx
          .update(processStages)
          .set({ name: stage.name.trim(), position, updatedAt: new Date() })
          .where(and(eq(processStages.id, stage.id), eq(processStages.selectiveProcessId, processId)));
      else
        await tx
          .insert(processStages)
          .values({ selectiveProcessId: processId, name: stage.name.trim(), position });
    }
    // New positions may change which stage each application went furthest to.
    await keepProcessStages(tx, processId);
    await tx
      .update(selectiveProcesses)
      .set({ updatedAt: sql`now()` })
      .where(eq(selectiveProcesses.id, processId));
    await recordAudit(tx, request, {
      action: 'stages.update',
      entity: 'selective_processes',
      entityId: processId,
      before: before.map(({ id, name, position }) => ({ id, name, position })),
      after: body.stages,
    });
  });
  return getProcess(db, processId);
};
