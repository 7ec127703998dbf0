import { eq, inArray, sql } from 'drizzle-orm';
import { RETENTION_TIME_ZONE } from '@hub/contract/retention';
import type { Db } from '../../db/client';
import { candidates, retentionRuns } from '../../db/schema/index';
import { recordSystemAudit } from '../../lib/audit';
import type { JobHandler } from '../../lib/jobs/worker';
import type { Storage } from '../../lib/storage';
import { anonymizeCandidateIn } from '../candidates/candidates.service';
import { eraseApplicationAnswers } from '../candidates/personal-history';
import { nextDailyAt } from '../../lib/jobs/schedule';
import {
  limitsOf,
  loadSettings,
  nextDueApplications,
  nextDueProfessionals,
  openRun,
  policyOf,
  SETTINGS_ID,
} from './retention';

/** Who acted, as the trail names it. */
export const RETENTION_ACTOR = 'Política de retenção (LGPD)';
export const RETENTION_REASON = 'Política de retenção: sem atividade no prazo definido';

/** Records per transaction: each batch commits and gives the database back before the next. */
export const RETENTION_BATCH = 25;

/** The longest rest between two batches (the rest is the time the batch took). */
const MAX_REST_MS = 2000;

/**
 * The nightly run of the retention policy (decision 055), as one recurring action of the one
 * scheduler: each claim runs one batch in the worker's transaction (professionals first, then
 * applications) and answers a next run right after it, so the batches yield between transactions
 * as the imports do; the run's limits and counts are kept in `retention_runs`. When nothing due is
 * left the run is finished, one audit entry says what it did, and the next starts at the
 * policy's time tomorrow. A policy switched off ends the action.
 */
export const runRetention =
  ({ storage, batchSize = RETENTION_BATCH }: { storage: Storage; batchSize?: number }): JobHandler =>
  async (tx) => {
    const settings = await loadSettings(tx);
    const policy = policyOf(settings);
    if (!policy.enabled) return undefined;
    const started = Date.now();
    const run =
      (await openRun(tx)) ??
      (await tx.insert(retentionRuns).values(limitsOf(policy)).returning())[0]!;
    const limits = { inactiveBefore: run.inactiveBefore, closedBefore: run.closedBefore };

    const people = await nextDueProfessionals(tx, limits, batchSize, run.professionalCursor);
    const fileKeys: string[] = [];
    const rows = people.length ? await tx.select().from(candidates).where(inArray(candidates.id, people)) : [];
    for (const row of rows) {
      const done = await anonymizeCandidateIn(tx, row, RETENTION_REASON, { by: RETENTION_ACTOR });
      fileKeys.push(...done.fileKeys);
    }
    const applied = people.length < batchSize ? await nextDueApplications(tx, limits, batchSize - people.length, run.applicationCursor) : [];
    fileKeys.push(...(await eraseApplicationAnswers(tx, applied)));
    await recordSystemAudit(
      tx,
      applied.map((id) => ({ action: 'retention.erase-answers', entity: 'applications', entityId: id })),
      RETENTION_ACTOR,
    );
    await tx
      .update(retentionRuns)
      .set({
        professionals: sql`${retentionRuns.professionals} + ${rows.length}`,
        applications: sql`${retentionRuns.applications} + ${applied.length}`,
        professionalCursor: people.at(-1) ?? run.professionalCursor,
        applicationCursor: applied.at(-1) ?? run.applicationCursor,
      })
      .where(eq(retentionRuns.id, run.id));
    // Removed before the commit: were it rolled back, the next batch anonymises the same person again.
    for (const key of fileKeys) await storage.remove(key);

    if (rows.length + applied.length === batchSize)
      return { next: new Date(Date.now() + Math.min(Date.now() - started, MAX_REST_MS)) };
    await finishRun(tx, run.id);
    return { next: nextDailyAt(new Date(), policy.runAt, RETENTION_TIME_ZONE) };
  };

/** The run's end: stamped, and one entry of the trail with what it did. */
const finishRun = async (tx: Db, id: string): Promise<void> => {
  const [run] = await tx.update(retentionRuns).set({ finishedAt: new Date() }).where(eq(retentionRuns.id, id)).returning();
  if (!run) return;
  await recordSystemAudit(
    tx,
    [
      {
        action: 'retention.run',
        entity: 'lgpd_settings',
        entityId: String(SETTINGS_ID),
        after: {
          profissionaisAnonimizados: run.professionals,
          candidaturasComRespostasApagadas: run.applications,
          semAtividadeDesde: run.inactiveBefore,
          processosEncerradosAte: run.closedBefore,
        },
      },
    ],
    RETENTION_ACTOR,
  );
};
