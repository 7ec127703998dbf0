import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Channel, DeliveryStatus, ReceivedMessage } from '@hub/contract/messages';
import type { Db } from '../../db/client';
import { deliveries, messageRecipients, messages } from '../../db/schema/index';
import type { Scope } from '../../lib/permissions';
import { recipientInScope } from '../../lib/scope';

/** The messages one professional (typeUser 1) or company (2) received, newest first, with each delivery's status. */
export const messagesReceived = async (
  db: Db,
  typeUser: 1 | 2,
  recipientId: string,
  scope: Scope,
): Promise<ReceivedMessage[]> => {
  const received = await db
    .select({
      recipientRowId: messageRecipients.id,
      messageId: messages.id,
      subject: messages.subject,
      createdAt: messages.createdAt,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(
      and(
        eq(messageRecipients.recipientId, recipientId),
        eq(messageRecipients.typeUser, typeUser),
        // A professional or company out of a limited administrator's scope received nothing they see.
        recipientInScope(messageRecipients.typeUser, messageRecipients.recipientId, scope),
      ),
    )
    .orderBy(desc(messages.createdAt));
  const rowIds = received.map((row) => row.recipientRowId);
  const sent = rowIds.length
    ? await db
        .select({ recipientId: deliveries.recipientId, channel: deliveries.channel, status: deliveries.status })
        .from(deliveries)
        .where(inArray(deliveries.recipientId, rowIds))
    : [];
  return received.map((row) => ({
    messageId: row.messageId,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    deliveries: sent
      .filter((delivery) => delivery.recipientId === row.recipientRowId)
      .map(({ channel, status }) => ({ channel: channel as Channel, status: status as DeliveryStatus })),
  }));
};
