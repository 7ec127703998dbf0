import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { toPage, type Page } from '@hub/contract/common';
import {
  CHANNELS,
  type Audience,
  type AudienceBody,
  type Channel,
  type ComposeInput,
  type DeliveryCounts,
  type DeliveryStatus,
  type MessageDetail,
  type MessageGroupBody,
  type MessageRow,
  type MessageUpdateBody,
  type Recipient,
  type RecipientListQuery,
  type RecipientOption,
  contextFieldIssues,
  messageListQuerySchema,
} from '@hub/contract/messages';
import type { z } from 'zod';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { builtOncePer } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import {
  applications,
  messageLabelLinks,
  messageLabels,
  messageRecipients,
  messages,
  superAdminProfiles,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { scopeOf, type Scope } from '../../lib/permissions';
import { messageInScope, recipientInScope } from '../../lib/scope';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { fieldsInTags, fieldsInTagsMessage } from '@hub/contract/message-templates';
import { htmlToText, sanitizeRichText } from '../../lib/html';
import { addressHolds, searchKey, termsOf, textHolds } from '../../lib/listing';
import { selectPage } from '../../lib/pages/plan';
import type { PageRequest } from '../../lib/pages/request';
import { MessageErrors } from './messages.errors';
import { recipientAddress, recipientOptionsSql, recipientSource } from './recipients';

type ListQuery = z.infer<typeof messageListQuerySchema>;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const AUDIENCE_TEXT: Record<1 | 2, Record<Audience['kind'], string>> = {
  1: {
    all: 'Todos os profissionais',
    filtered: 'Profissionais filtrados',
    chosen: 'Profissionais escolhidos',
    applications: 'Inscrições escolhidas num processo',
  },
  2: {
    all: 'Todas as empresas',
    filtered: 'Empresas filtradas',
    chosen: 'Empresas escolhidas',
    applications: 'Empresas escolhidas',
  },
};

const describeAudience = (typeUser: number, audience: unknown): string => {
  const kind = (audience as { kind?: Audience['kind'] } | null)?.kind ?? 'all';
  return AUDIENCE_TEXT[typeUser === 1 ? 1 : 2][kind];
};

const labelsOfMessage = sql<{ id: string; name: string; color: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) ORDER BY l.name)
    FROM message_label_links ml JOIN message_labels l ON l.id = ml.label_id
   WHERE ml.message_id = messages.id), '[]'::json)`;

const rowColumns = {
  id: messages.id,
  authorId: messages.authorId,
  authorName: superAdminProfiles.name,
  typeUser: messages.typeUser,
  subject: messages.subject,
  excerpt: sql<string>`left(${messages.textBody}, 160)`,
  body: messages.body,
  channels: messages.channels,
  audience: messages.audience,
  recipientCount: messages.recipientCount,
  isDeleted: messages.isDeleted,
  isImportant: messages.isImportant,
  isFavorite: messages.isFavorite,
  labels: labelsOfMessage,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
};

type SelectedRow = {
  id: string;
  authorId: string | null;
  authorName: string | null;
  typeUser: number;
  subject: string;
  excerpt: string;
  body: string;
  channels: string[];
  audience: unknown;
  recipientCount: number;
  isDeleted: boolean;
  isImportant: boolean;
  isFavorite: boolean;
  labels: { id: string; name: string; color: string }[];
  createdAt: Date;
  updatedAt: Date;
};

const toRow = (row: SelectedRow): MessageRow => ({
  id: row.id,
  authorId: row.authorId,
  authorName: row.authorName,
  typeUser: row.typeUser,
  subject: row.subject,
  excerpt: row.excerpt,
  channels: row.channels.filter((channel): channel is Channel =>
    (CHANNELS as readonly string[]).includes(channel),
  ),
  audience: describeAudience(row.typeUser, row.audience),
  recipientCount: row.recipientCount,
  isDeleted: row.isDeleted,
  isImportant: row.isImportant,
  isFavorite: row.isFavorite,
  labels: row.labels,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const selectRows = <Columns extends typeof rowColumns>(db: Db, columns: Columns) =>
  db
    .select(columns)
    .from(messages)
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, messages.authorId));

/**
 * A mailbox's count and page for `where`; the author, type, trash flag and window are placeholders.
 * The page's rows carry the count (one round trip); a page without rows has it counted apart.
 */
const mailboxQueries = (db: Db, extra: SQL | undefined) => {
  const where = and(
    eq(messages.authorId, sql.placeholder('authorId')),
    eq(messages.typeUser, sql.placeholder('typeUser')),
    eq(messages.isDeleted, sql.placeholder('isDeleted')),
    extra,
  );
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(messages)
    .where(where);
  return {
    count,
    page: selectRows(db, { ...rowColumns, total: sql<number>`(${count})` })
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  };
};

/** The mailbox as it opens (no label, flag or search): built once per database handle, prepared. */
const plainMailbox = builtOncePer((db) => {
  const { count, page } = mailboxQueries(db, undefined);
  return { count: count.prepare('mailbox_count'), page: page.prepare('mailbox_page') };
});

/** What narrows a mailbox beyond its author, type and trash flag; undefined when nothing does. */
const mailboxFilter = (query: ListQuery): SQL | undefined => {
  const conditions: SQL[] = [];
  if (query.isImportant) conditions.push(eq(messages.isImportant, true));
  if (query.isFavorite) conditions.push(eq(messages.isFavorite, true));
  if (query.labelId) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${messageLabelLinks} WHERE ${messageLabelLinks.messageId} = ${messages.id} AND ${messageLabelLinks.labelId} = ${query.labelId})`,
    );
  }
  const key = searchKey(query.key);
  if (key) {
    const terms = termsOf(key);
    const match = or(textHolds(messages.subject, terms), textHolds(messages.textBody, terms));
    if (match) conditions.push(match);
  }
  return and(...conditions);
};

/**
 * The mailbox list: the author's messages to one type of user, newest first. Trash shows only
 * deleted messages; every other label hides them.
 */
export const listMessages = async (
  db: Db,
  request: FastifyRequest,
  authorId: string,
  query: ListQuery,
): Promise<Page<MessageRow>> => {
  const userId = currentUser(request).id;
  // Another's mailbox, to a limited administrator: the messages that reached their scope (decision 029).
  const seen = authorId === userId ? undefined : messageInScope(await scopeOf(db, request), userId);
  const filter = and(mailboxFilter(query), seen);
  const { count, page } = filter ? mailboxQueries(db, filter) : plainMailbox(db);
  const limit = query.isPagination ? query.limit : 100;
  const pageNumber = query.isPagination ? query.page : 1;
  const values = {
    authorId,
    typeUser: query.typeUser,
    isDeleted: query.isDeleted ?? false,
    limit,
    offset: (pageNumber - 1) * limit,
  };
  const rows = await page.execute(values);
  const total =
    rows[0]?.total ?? (values.offset === 0 ? 0 : ((await count.execute(values))[0]?.total ?? 0));
  return toPage(rows.map(toRow), total, pageNumber, limit);
};

type CountRow = { channel: string; status: DeliveryStatus; total: number };

const emptyCounts = (): DeliveryCounts => ({
  pending: 0,
  sent: 0,
  failed: 0,
  notConfigured: 0,
  total: 0,
});

const addCount = (counts: DeliveryCounts, status: DeliveryStatus, total: number): void => {
  counts.total += total;
  if (status === 'pending' || status === 'sending') counts.pending += total;
  if (status === 'sent') counts.sent += total;
  if (status === 'failed') counts.failed += total;
  if (status === 'not_configured') counts.notConfigured += total;
};

/** A recipient and each of their deliveries (by channel), as a message's recipient list shows them. */
const RECIPIENT_FIELDS = {
  id: messageRecipients.id,
  recipientId: messageRecipients.recipientId,
  name: messageRecipients.name,
  email: messageRecipients.email,
  phone: messageRecipients.phone,
  deliveries: sql<Recipient['deliveries']>`coalesce((SELECT json_agg(json_build_object(
      'id', d.id, 'channel', d.channel, 'status', d.status, 'attempts', d.attempts, 'lastError', d.last_error,
      'sentAt', d.sent_at, 'nextAttemptAt', CASE WHEN d.status = 'pending' THEN d.next_attempt_at END) ORDER BY d.channel)
    FROM deliveries d WHERE d.recipient_id = ${messageRecipients}.id), '[]'::json)`.as(
    'deliveries',
  ),
};

type RecipientRow = SelectResultFields<typeof RECIPIENT_FIELDS>;

/** The recipients a limited administrator sees: those of their scope (decision 029), in SQL. */
const recipientsSeen = (scope: Scope): SQL | undefined =>
  recipientInScope(messageRecipients.typeUser, messageRecipients.recipientId, scope);

const toRecipient = (row: RecipientRow): Recipient => ({
  ...row,
  deliveries: row.deliveries.map((delivery) => ({
    ...delivery,
    sentAt: iso(delivery.sentAt),
    nextAttemptAt: iso(delivery.nextAttemptAt),
  })),
});

/** The recipients of one message, the message a value of the statement: prepared once for all. */
const OF_MESSAGE = eq(messageRecipients.messageId, sql.placeholder('messageId'));

/**
 * A page of a message's recipients in name order, as every list pages (lib/listing.ts selectPage)
 * within the message (its index by message and name). Unfiltered, it is prepared once for every
 * message and its total is the one the message keeps; filtered, counted as every list's.
 */
const recipientsPage = (
  db: Db,
  message: { id: string; recipientCount: number },
  filters: SQL | undefined,
  request: Pick<PageRequest, 'page' | 'limit' | 'after' | 'before' | 'exactTotal'>,
) =>
  selectPage(
    db,
    messageRecipients,
    filters && and(eq(messageRecipients.messageId, message.id), filters),
    {
      ...request,
      sort: messageRecipients.name,
      order: 'asc',
      fields: RECIPIENT_FIELDS,
      prepared: filters
        ? undefined
        : {
            name: 'of_message',
            where: OF_MESSAGE,
            values: { messageId: message.id },
            count: () => Promise.resolve(message.recipientCount),
          },
    },
  );

const DETAIL_RECIPIENTS = 20;

export const getMessage = async (db: Db, id: string, scope: Scope): Promise<MessageDetail> => {
  const [row] = await selectRows(db, rowColumns).where(eq(messages.id, id));
  if (!row) throw new AppError(MessageErrors.notFound);
  const counts = await rowsOf<CountRow>(
    db,
    sql`SELECT channel, status, count(*)::int AS total FROM deliveries WHERE message_id = ${id} GROUP BY channel, status`,
  );
  const deliveryCounts = emptyCounts();
  const byChannel = new Map<Channel, DeliveryCounts>();
  for (const count of counts) {
    addCount(deliveryCounts, count.status, count.total);
    const channel = count.channel as Channel;
    const channelCounts = byChannel.get(channel) ?? emptyCounts();
    addCount(channelCounts, count.status, count.total);
    byChannel.set(channel, channelCounts);
  }
  const { rows: recipients } = await recipientsPage(db, row, recipientsSeen(scope), {
    page: 1,
    limit: DETAIL_RECIPIENTS,
  });
  return {
    ...toRow(row),
    body: row.body,
    deliveryCounts,
    countsByChannel: [...byChannel.entries()].map(([channel, channelCounts]) => ({
      channel,
      ...channelCounts,
    })),
    recipients: recipients.map(toRecipient),
  };
};

/**
 * A message's recipients in name order, as every list pages: next to the row the client holds,
 * else by number; unfiltered, the total the message keeps, else counted up to COUNT_CAP unless
 * the query asks for all.
 */
export const listRecipients = async (
  db: Db,
  messageId: string,
  query: RecipientListQuery,
  scope: Scope,
): Promise<Page<Recipient>> => {
  const [message] = await db
    .select({ id: messages.id, recipientCount: messages.recipientCount })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw new AppError(MessageErrors.notFound);
  const key = searchKey(query.key);
  const terms = key && termsOf(key);
  const filters = and(
    recipientsSeen(scope),
    terms
      ? or(textHolds(messageRecipients.name, terms), addressHolds(messageRecipients.email, terms))
      : undefined,
    query.status &&
      sql`EXISTS (SELECT 1 FROM deliveries d WHERE d.recipient_id = ${messageRecipients}.id AND d.status = ${query.status})`,
  );
  // The key is one of the filters: the page reads no key of its own.
  const { page, limit, after, before, exactTotal } = query;
  const { rows, total, capped } = await recipientsPage(db, message, filters, {
    page,
    limit,
    after,
    before,
    exactTotal,
  });
  return toPage(rows.map(toRecipient), total, query.page, query.limit, capped);
};

const cleanBody = (html: string): { body: string; textBody: string } => {
  const body = sanitizeRichText(html);
  // Checked again once sanitised: `href="&#123;&#123;nome&#125;&#125;"` comes out as `href="{{nome}}"`.
  const inTags = fieldsInTags(body);
  if (inTags.length)
    throw new AppError({
      kind: 'bad_request',
      message: fieldsInTagsMessage(inTags),
      field: 'body',
    });
  const textBody = htmlToText(body);
  if (!textBody) throw new AppError(MessageErrors.emptyBody);
  return { body, textBody };
};

/**
 * Stores the message, its recipients and one outbox delivery per recipient and channel in one
 * transaction, with INSERT … SELECT so that even 10,000 recipients cost three statements; the
 * worker sends them afterwards. Each recipient keeps its values of the fields ({{nome}}…), and
 * the worker renders the message with them (the contract refused unknown fields and those
 * without a value outside an application).
 */
export const composeMessage = async (
  db: Db,
  request: FastifyRequest,
  input: ComposeInput,
): Promise<MessageDetail> => {
  const content = cleanBody(input.body);
  const source = recipientSource(input, await scopeOf(db, request));
  const channelList = sql`ARRAY[${sql.join(
    input.channels.map((channel) => sql`${channel}`),
    sql`, `,
  )}]::text[]`;
  const id = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        authorId: request.user?.id ?? null,
        typeUser: input.typeUser,
        subject: input.subject,
        ...content,
        channels: input.channels,
        audience: input.audience,
      })
      .returning({ id: messages.id });
    if (!message) throw new Error('message insert returned nothing');
    const inserted = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO message_recipients (message_id, type_user, recipient_id, name, email, phone, channels, fields)
          SELECT ${message.id}::uuid, ${input.typeUser}::smallint, ${source.columns}, ${source.fields} FROM ${source.from} WHERE ${source.where}
          RETURNING id`,
    );
    if (inserted.length === 0) throw new AppError(MessageErrors.noRecipients);
    // Written to chosen applications: each of them was told (the idle watchdog's closing message).
    if (input.typeUser === 1 && input.audience.kind === 'applications')
      await tx.execute(sql`INSERT INTO application_messages (application_id, source, sent_at)
          SELECT ${applications.id}, 'message', ${new Date()} FROM ${source.from} WHERE ${source.where}`);
    await tx.execute(sql`INSERT INTO deliveries (message_id, recipient_id, channel, to_name, to_address, subject)
        SELECT r.message_id, r.id, ch, r.name, ${recipientAddress}, ${input.subject}
          FROM message_recipients r CROSS JOIN unnest(${channelList}) AS ch
         WHERE r.message_id = ${message.id} AND ch = ANY(r.channels)`);
    await tx
      .update(messages)
      .set({ recipientCount: inserted.length })
      .where(eq(messages.id, message.id));
    await recordAudit(tx, request, {
      action: 'message.send',
      entity: 'messages',
      entityId: message.id,
      after: {
        subject: input.subject,
        typeUser: input.typeUser,
        audience: input.audience,
        channels: input.channels,
        recipients: inserted.length,
      },
    });
    return message.id;
  });
  return getMessage(db, id, await scopeOf(db, request));
};

export const countAudience = async (db: Db, body: AudienceBody, scope: Scope): Promise<number> => {
  const source = recipientSource(body, scope);
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${source.from} WHERE ${source.where}`,
  );
  return row?.total ?? 0;
};

export const recipientOptions = (
  db: Db,
  typeUser: 1 | 2,
  key: string | undefined,
  scope: Scope,
): Promise<RecipientOption[]> =>
  rowsOf<RecipientOption>(db, recipientOptionsSql(typeUser, key, scope));

const flagsOf = (body: Pick<MessageUpdateBody, 'isDeleted' | 'isImportant' | 'isFavorite'>) => ({
  ...(body.isDeleted !== undefined ? { isDeleted: body.isDeleted } : {}),
  ...(body.isImportant !== undefined ? { isImportant: body.isImportant } : {}),
  ...(body.isFavorite !== undefined ? { isFavorite: body.isFavorite } : {}),
});

/** Flags, labels and content of one message; pending deliveries go out with the new content. */
export const updateMessage = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: MessageUpdateBody,
): Promise<MessageRow> => {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!before) throw new AppError(MessageErrors.notFound);
    const issues = contextFieldIssues(before.typeUser === 1 ? 1 : 2, body);
    if (issues[0]) throw new AppError({ kind: 'bad_request', message: issues[0].message }, issues);
    const content = body.body !== undefined ? cleanBody(body.body) : {};
    await tx
      .update(messages)
      .set({
        ...flagsOf(body),
        ...(body.subject !== undefined ? { subject: body.subject } : {}),
        ...content,
        updatedAt: new Date(),
      })
      .where(eq(messages.id, id));
    if (body.subject !== undefined)
      await tx.execute(sql`UPDATE deliveries SET subject = ${body.subject}
                            WHERE message_id = ${id} AND status IN ('pending', 'sending')`);
    if (body.labelIds) {
      const labelIds = [...new Set(body.labelIds)];
      if (labelIds.length) {
        const known = await tx
          .select({ id: messageLabels.id })
          .from(messageLabels)
          .where(inArray(messageLabels.id, labelIds));
        if (known.length !== labelIds.length) throw new AppError(MessageErrors.unknownLabels);
      }
      await tx.delete(messageLabelLinks).where(eq(messageLabelLinks.messageId, id));
      if (labelIds.length)
        await tx
          .insert(messageLabelLinks)
          .values(labelIds.map((labelId) => ({ messageId: id, labelId })));
    }
    await recordAudit(tx, request, {
      action: 'message.update',
      entity: 'messages',
      entityId: id,
      before: {
        isDeleted: before.isDeleted,
        isImportant: before.isImportant,
        isFavorite: before.isFavorite,
        subject: before.subject,
      },
      after: body,
    });
  });
  const [row] = await selectRows(db, rowColumns).where(eq(messages.id, id));
  if (!row) throw new AppError(MessageErrors.notFound);
  return toRow(row);
};

export const updateGroup = async (
  db: Db,
  request: FastifyRequest,
  body: MessageGroupBody,
): Promise<number> => {
  const flags = flagsOf(body);
  if (Object.keys(flags).length === 0) return 0;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(messages)
      .set({ ...flags, updatedAt: new Date() })
      .where(
        and(
          inArray(messages.id, [...new Set(body.ids)]),
          messageInScope(await scopeOf(db, request), currentUser(request).id),
        ),
      )
      .returning({ id: messages.id });
    await recordAudit(tx, request, {
      action: 'message.update-group',
      entity: 'messages',
      after: { ids: updated.map((row) => row.id), ...flags },
    });
    return updated.length;
  });
};
