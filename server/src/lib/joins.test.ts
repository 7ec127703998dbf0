import { eq, getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliveries,
  deliveryAttempts,
  mails,
  messageRecipients,
  messages,
} from '../db/schema/index';
import { joinsRead, type Join } from './joins';

const JOINS: Join[] = [
  { table: deliveries, on: eq(deliveries.id, deliveryAttempts.deliveryId) },
  { table: messages, on: eq(messages.id, deliveries.messageId), left: true },
  { table: messageRecipients, on: eq(messageRecipients.id, deliveries.recipientId), left: true },
  { table: mails, on: eq(mails.id, deliveries.mailId), left: true },
];
const names = (joins: Join[]) => joins.map((join) => getTableName(join.table));

describe('joinsRead', () => {
  it('joins nothing for a condition on the list’s own table', () => {
    expect(
      joinsRead(JOINS, [sql`${deliveryAttempts.outcome} = 'retry'`, deliveryAttempts.createdAt]),
    ).toEqual([]);
  });

  it('joins the tables a condition reads, and those their joins read, in their order', () => {
    const byEmail = sql`coalesce(${messageRecipients.email}, ${mails.toEmail}) ILIKE 'a%'`;
    expect(names(joinsRead(JOINS, [byEmail, deliveryAttempts.createdAt]))).toEqual([
      'deliveries',
      'message_recipients',
      'mails',
    ]);
    expect(names(joinsRead(JOINS, [undefined, deliveries.updatedAt]))).toEqual(['deliveries']);
  });
});
