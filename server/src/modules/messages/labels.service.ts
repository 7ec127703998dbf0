import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Label, LabelTagBody } from '@hub/contract/messages';
import type { Db } from '../../db/client';
import { messageLabelLinks, messageLabels, messages } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { scopeOf } from '../../lib/permissions';
import { messageInScope } from '../../lib/scope';
import { currentUser } from '../../plugins/auth';
import { MessageErrors } from './messages.errors';

const labelColumns = {
  id: messageLabels.id,
  name: messageLabels.name,
  color: messageLabels.color,
  // Spelled out: Drizzle drops table names in single-table selects, which a correlated subquery cannot afford.
  messageCount: sql<number>`(SELECT count(*)::int FROM message_label_links ml JOIN messages m ON m.id = ml.message_id
    WHERE ml.label_id = message_labels.id AND NOT m.is_deleted)`,
};

export const listLabels = (db: Db): Promise<Label[]> => db.select(labelColumns).from(messageLabels).orderBy(asc(messageLabels.name));

const getLabel = async (db: Db, id: string): Promise<Label> => {
  const [label] = await db.select(labelColumns).from(messageLabels).where(eq(messageLabels.id, id));
  if (!label) throw new AppError(MessageErrors.labelNotFound);
  return label;
};

const nameTaken = async (db: Db, name: string, exceptId?: string): Promise<boolean> => {
  const [clash] = await db
    .select({ id: messageLabels.id })
    .from(messageLabels)
    .where(sql`lower(${messageLabels.name}) = lower(${name})${exceptId ? sql` AND ${messageLabels.id} <> ${exceptId}` : sql``}`);
  return Boolean(clash);
};

/** The unique index is the real guard against two admins creating one name at once. */
const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

export const createLabel = async (db: Db, request: FastifyRequest, input: { name: string; color: string }): Promise<Label> => {
  if (await nameTaken(db, input.name)) throw new AppError(MessageErrors.labelTaken);
  try {
    const id = await db.transaction(async (tx) => {
      const [label] = await tx.insert(messageLabels).values(input).returning();
      if (!label) throw new Error('label insert returned nothing');
      await recordAudit(tx, request, { action: 'label.create', entity: 'message-labels', entityId: label.id, after: label });
      return label.id;
    });
    return getLabel(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(MessageErrors.labelTaken);
    throw error;
  }
};

export const updateLabel = async (db: Db, request: FastifyRequest, id: string, input: { name: string; color: string }): Promise<Label> => {
  const before = await getLabel(db, id);
  if (await nameTaken(db, input.name, id)) throw new AppError(MessageErrors.labelTaken);
  try {
    await db.transaction(async (tx) => {
      await tx.update(messageLabels).set({ ...input, updatedAt: new Date() }).where(eq(messageLabels.id, id));
      await recordAudit(tx, request, { action: 'label.update', entity: 'message-labels', entityId: id, before, after: input });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(MessageErrors.labelTaken);
    throw error;
  }
  return getLabel(db, id);
};

/** Deleting a label loses nothing but the tag: the messages stay. */
export const deleteLabel = async (db: Db, request: FastifyRequest, id: string): Promise<void> => {
  const before = await getLabel(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(messageLabels).where(eq(messageLabels.id, id));
    await recordAudit(tx, request, { action: 'label.delete', entity: 'message-labels', entityId: id, before });
  });
};

export const tagMessages = async (db: Db, request: FastifyRequest, id: string, body: LabelTagBody): Promise<Label> => {
  await getLabel(db, id);
  const ids = [...new Set(body.messageIds)];
  // A message out of a limited administrator's sight is as unknown (decision 029).
  const seen = messageInScope(await scopeOf(db, request), currentUser(request).id);
  const known = await db.select({ id: messages.id }).from(messages).where(and(inArray(messages.id, ids), seen));
  if (known.length !== ids.length) throw new AppError(MessageErrors.notFound);
  await db.transaction(async (tx) => {
    if (body.tagged) {
      await tx
        .insert(messageLabelLinks)
        .values(ids.map((messageId) => ({ messageId, labelId: id })))
        .onConflictDoNothing();
    } else {
      await tx.delete(messageLabelLinks).where(sql`${messageLabelLinks.labelId} = ${id} AND ${inArray(messageLabelLinks.messageId, ids)}`);
    }
    await recordAudit(tx, request, { action: body.tagged ? 'label.tag' : 'label.untag', entity: 'message-labels', entityId: id, after: { messageIds: ids } });
  });
  return getLabel(db, id);
};
