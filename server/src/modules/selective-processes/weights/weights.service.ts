import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ASSESSMENT_KEYS } from '@hub/contract/assessments';
import type { Weights } from '@hub/contract/scoring';
import { usedAssessments } from '@hub/contract/selective-processes';
import {
  DEFAULT_WEIGHTS,
  type WeightsAnswer,
  type WeightsBody,
  type weightsPreviewBodySchema,
  type WeightsPreviewAnswer,
} from '@hub/contract/weights';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { builtOncePer } from '../../../db/prepared';
import { assessmentWeights, users } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { iso } from '../../../lib/records';
import { selectPreview } from '../applications/ranking';
import { findProcessRow } from '../selective-processes.service';

const pick = (row: Weights): Weights =>
  Object.fromEntries(ASSESSMENT_KEYS.map((key) => [key, row[key]])) as Weights;

/** The weights of the saved row (`assessment_weights`, id 1), or the defaults before one is saved. */
export const weightsOf = (saved: Weights | null): Weights =>
  saved ? pick(saved) : { ...DEFAULT_WEIGHTS };

/** The id of the one saved row of weights; the ranked views join it by this id (scored_process). */
export const SAVED_WEIGHTS_ID = 1;

/** The saved row and who saved it (settings, preview, an application's detail): built once, prepared per connection. */
const savedWeights = builtOncePer((db) =>
  db
    .select({ weights: assessmentWeights, updatedBy: users.email })
    .from(assessmentWeights)
    .leftJoin(users, eq(users.id, assessmentWeights.updatedBy))
    .where(eq(assessmentWeights.id, SAVED_WEIGHTS_ID))
    .limit(1)
    .prepare('saved_weights'),
);

/** The council's weights: the single row once an administrator saved them, the defaults before. */
export const getWeights = async (db: Db): Promise<WeightsAnswer> => {
  const [row] = await savedWeights(db).execute();
  if (!row) return { weights: weightsOf(null), updatedAt: null, updatedBy: null };
  return {
    weights: weightsOf(row.weights),
    updatedAt: iso(row.weights.updatedAt),
    updatedBy: row.updatedBy,
  };
};

export const currentWeights = async (db: Db): Promise<Weights> => (await getWeights(db)).weights;

/** Saves new weights (the body is already checked to be integers summing to 100). */
export const saveWeights = async (
  db: Db,
  request: FastifyRequest,
  weights: WeightsBody,
): Promise<WeightsAnswer> => {
  const before = await getWeights(db);
  const values = { ...pick(weights), updatedBy: request.user?.id ?? null, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(assessmentWeights)
      .values({ id: SAVED_WEIGHTS_ID, ...values })
      .onConflictDoUpdate({ target: assessmentWeights.id, set: values });
    await recordAudit(tx, request, {
      action: 'weights.update',
      entity: 'assessment_weights',
      entityId: String(SAVED_WEIGHTS_ID),
      before: before.weights,
      after: pick(weights),
    });
  });
  return getWeights(db);
};

/** How the ranking of one process would change under the proposed weights (nothing is saved). */
export const previewWeights = async (
  db: Db,
  body: z.output<typeof weightsPreviewBodySchema>,
): Promise<WeightsPreviewAnswer> => {
  const process = await findProcessRow(db, body.selectiveProcessId);
  const used = usedAssessments(process);
  const { rows, total } = await selectPreview(
    db,
    process.id,
    { used, weights: await currentWeights(db) },
    { used, weights: body.weights },
    body.limit,
  );
  return { rows, totalItens: total };
};
