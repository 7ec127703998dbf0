import { and, sql, type SQL } from 'drizzle-orm';
import { codesLabelled, toPage, type Page } from '@hub/contract/common';
import { LOG_STATUS_LABELS, LOG_VALUE_LABELS, type LogKind, type LogPage, type LogQuery, type LogRow, type TimelineQuery, type TimelineRow } from '@hub/contract/logs';
import type { Db } from '../../db/client';
import { preparedRowsOf, rowsOf } from '../../db/rows';
import { AppError } from '../../lib/errors';
import {
  containsPattern,
  countSourceMatches,
  cursorOf,
  ilikeUnaccented,
  keptCount,
  keptGroupCount,
  keptRowCount,
  keysetBatches,
  pageNextTo,
  pageOffset,
  walkOrder,
  type Counted,
  type Cursor,
  type KeysetKeys,
} from '../../lib/listing';
import { LOG_DEFINITIONS } from './log-definitions';
import { LogErrors } from './logs.errors';

type Row = Record<string, unknown>;
type Filters = Omit<LogQuery, 'page' | 'limit'>;

/** A timestamptz as PostgreSQL writes it ('2026-03-02 13:00:00.123+00'): both drivers hand raw SQL's times over so. */
const PG_INSTANT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

const isoOf = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  const instant = typeof value === 'string' ? PG_INSTANT.exec(value) : null;
  return instant ? new Date(`${instant[1]}T${instant[2]}${instant[3]}:${instant[4] ?? '00'}`).toISOString() : value;
};

/** Timestamps leave as ISO strings, whichever driver read them and however: every browser reads those. */
const serialize = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, isoOf(value)]));

/**
 * The key in any searched column, accents and case ignored as on every list, or in the label of a
 * coded field ('empresa aprovada' finds the mails of the company-approved template).
 */
const searchOf = (kind: LogKind, key: string): SQL => {
  const definition = LOG_DEFINITIONS[kind];
  const like = containsPattern(key.trim());
  const byLabel = Object.entries(definition.coded).flatMap(([field, column]) => {
    const codes = codesLabelled(LOG_VALUE_LABELS[kind][field] ?? {}, key);
    return codes.length ? [sql`${sql.raw(column)} IN (${sql.join(codes.map((code) => sql`${code}`), sql`, `)})`] : [];
  });
  return sql`(${sql.join(
    [...definition.search.map((column) => ilikeUnaccented(sql.raw(column), like)), ...byLabel],
    sql` OR `,
  )})`;
};

const conditionsOf = (kind: LogKind, filters: Filters): SQL => {
  const definition = LOG_DEFINITIONS[kind];
  const conditions: SQL[] = [];
  if (definition.base) conditions.push(sql.raw(definition.base));
  if (filters.status) {
    if (!(filters.status in LOG_STATUS_LABELS[kind])) throw new AppError(LogErrors.statusInvalid);
    conditions.push(sql`${sql.raw(definition.status)} = ${filters.status}`);
  }
  if (filters.selectiveProcessId) {
    if (!definition.process) throw new AppError(LogErrors.processFilterInvalid);
    conditions.push(sql`${sql.raw(definition.process)} = ${filters.selectiveProcessId}`);
  }
  const createdAt = sql.raw(definition.createdAt);
  if (filters.createdFrom) conditions.push(sql`${createdAt} >= ${filters.createdFrom}::date`);
  if (filters.createdTo) conditions.push(sql`${createdAt} < ${filters.createdTo}::date + 1`);
  if (filters.key) conditions.push(searchOf(kind, filters.key));
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
};

const orderOf = (kind: LogKind, order: 'asc' | 'desc'): SQL => {
  const { createdAt, id } = LOG_DEFINITIONS[kind];
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return sql.raw(`${createdAt} ${direction}, ${id} ${direction}`);
};

const isUnfiltered = (filters: Filters): boolean =>
  !filters.key && !filters.status && !filters.createdFrom && !filters.createdTo && !filters.selectiveProcessId;

/**
 * How many rows match: kept by triggers when nothing filters the log; counted otherwise, up to
 * COUNT_CAP unless the query asks for the exact total (as every list's, lib/listing.ts).
 */
const totalOf = async (db: Db, kind: LogKind, query: LogQuery, where: SQL): Promise<Counted> => {
  const definition = LOG_DEFINITIONS[kind];
  const { kept } = definition;
  if (isUnfiltered(query)) {
    const total = kept.group ? await keptGroupCount(db, kept.table, kept.group) : await keptRowCount(db, kept.table);
    if (total !== undefined) return { total, capped: false };
  }
  const countFrom = sql.raw(query.key ? definition.from : definition.countFrom);
  return countSourceMatches(db, sql`${countFrom} WHERE ${where}`, query.exactTotal);
};

/** The rows after (or before) the row `id` in the log's order: none when that row is gone. */
const beyondRow = (kind: LogKind, order: 'asc' | 'desc', { id, direction }: Cursor): SQL => {
  const definition = LOG_DEFINITIONS[kind];
  const keys = sql.raw(`${definition.createdAt}, ${definition.id}`);
  const forward = (order === 'asc') === (direction === 'after');
  return sql`(${keys}) ${forward ? sql`>` : sql`<`} (SELECT ${keys} FROM ${sql.raw(definition.from)} WHERE ${sql.raw(definition.id)} = ${id})`;
};

const pageQuery = (kind: LogKind, where: SQL, order: 'asc' | 'desc', limit: number, offset: number, total?: SQL): SQL =>
  sql`SELECT ${sql.raw(LOG_DEFINITIONS[kind].select)}${total ? sql`, ${total} AS "keptTotal"` : sql``}
      FROM ${sql.raw(LOG_DEFINITIONS[kind].from)} WHERE ${where}
      ORDER BY ${orderOf(kind, order)} LIMIT ${limit} OFFSET ${offset}`;

/** A page's rows next to the row the client holds (`after`/`before`, keyset), else by its number. */
const rowsOfPage = (db: Db, kind: LogKind, query: LogQuery, where: SQL): Promise<Row[]> =>
  pageNextTo(cursorOf(query), {
    beyond: (cursor) =>
      rowsOf<Row>(
        db,
        pageQuery(kind, sql`${where} AND ${beyondRow(kind, query.order, cursor)}`, walkOrder(query.order, cursor.direction), query.limit, 0),
      ),
    byNumber: () => rowsOf<Row>(db, pageQuery(kind, where, query.order, query.limit, pageOffset(query))),
  });

/**
 * A log as it opens: prepared (its joins take longer to plan than to run), its rows carrying the
 * count the triggers keep (one round trip); past the last page, that count is read apart.
 */
const unfilteredPage = async (db: Db, kind: LogKind, query: LogQuery, where: SQL, keptTotal: SQL): Promise<{ rows: Row[] } & Counted> => {
  const found = await preparedRowsOf<Row>(db, pageQuery(kind, where, query.order, query.limit, pageOffset(query), keptTotal));
  const counted = found[0] ? { total: Number(found[0].keptTotal), capped: false } : await totalOf(db, kind, query, where);
  return { rows: found.map(({ keptTotal: _carried, ...row }) => row), ...counted };
};

const filteredPage = async (db: Db, kind: LogKind, query: LogQuery, where: SQL): Promise<{ rows: Row[] } & Counted> => {
  const [rows, counted] = await Promise.all([rowsOfPage(db, kind, query, where), totalOf(db, kind, query, where)]);
  return { rows, ...counted };
};

/** Rows are shaped by the definition's aliases and checked against the contract when answered. */
export const listLog = async <Kind extends LogKind>(db: Db, kind: Kind, query: LogQuery): Promise<LogPage<Kind>> => {
  const where = conditionsOf(kind, query);
  const { kept } = LOG_DEFINITIONS[kind];
  // The prepared page as the log opens; a page next to a row the client holds is keyset, as a filtered one.
  const keptTotal = isUnfiltered(query) && !cursorOf(query) ? keptCount(kept.table, kept.group) : undefined;
  const { rows, total, capped } = keptTotal
    ? await unfilteredPage(db, kind, query, where, keptTotal)
    : await filteredPage(db, kind, query, where);
  return toPage(rows.map(serialize), total, query.page, query.limit, capped) as LogPage<Kind>;
};

export const getLogRow = async <Kind extends LogKind>(db: Db, kind: Kind, id: string): Promise<LogRow<Kind>> => {
  const definition = LOG_DEFINITIONS[kind];
  const base = definition.base ? sql`${sql.raw(definition.base)} AND ` : sql``;
  const [row] = await rowsOf<Row>(
    db,
    sql`SELECT ${sql.raw(definition.select)} FROM ${sql.raw(definition.from)} WHERE ${base}${sql.raw(definition.id)} = ${id}`,
  );
  if (!row) throw new AppError(LogErrors.notFound);
  return serialize(row) as LogRow<Kind>;
};

/** The filtered log for the CSV, in keyset batches; its times stay Dates, which the CSV writes as Excel in pt-BR reads them. */
export const logBatches = (db: Db, kind: LogKind, filters: Filters): AsyncGenerator<Row[]> => {
  const definition = LOG_DEFINITIONS[kind];
  const where = conditionsOf(kind, filters);
  return keysetBatches<Row>({
    sort: sql.raw(definition.createdAt),
    id: sql.raw(definition.id),
    order: filters.order,
    read: ({ after, orderBy, limit, keys }) =>
      rowsOf<Row & KeysetKeys>(
        db,
        sql`SELECT ${sql.raw(definition.select)}, ${keys.keysetSort} AS "keysetSort", ${keys.keysetId} AS "keysetId"
              FROM ${sql.raw(definition.from)} WHERE ${and(where, after)}
             ORDER BY ${sql.join(orderBy, sql`, `)} LIMIT ${limit}`,
      ),
  });
};

/** Every delivery to one person (by registry id, email or phone), email and WhatsApp together. */
export const recipientTimeline = async (db: Db, query: TimelineQuery): Promise<Page<TimelineRow>> => {
  if (!query.recipientId && !query.address) throw new AppError(LogErrors.timelineWho);
  const who = query.recipientId
    ? sql`r.recipient_id = ${query.recipientId}`
    : sql`(lower(r.email) = lower(${query.address}) OR r.phone = ${query.address})`;
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id WHERE ${who}`,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT d.id AS "deliveryId", d.message_id AS "messageId", m.type_user AS "typeUser", m.subject, d.channel, d.status, r.name,
               CASE WHEN d.channel = 'whatsapp' THEN r.phone ELSE r.email END AS address, d.attempts,
               d.last_error AS "lastError", d.created_at AS "createdAt", d.sent_at AS "sentAt"
          FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id JOIN messages m ON m.id = d.message_id
         WHERE ${who}
         ORDER BY d.created_at DESC, d.id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
  );
  return toPage(rows.map(serialize) as TimelineRow[], count?.total ?? 0, query.page, query.limit);
};
