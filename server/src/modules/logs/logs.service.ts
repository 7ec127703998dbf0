import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { personalFields, type PersonalKind } from '@hub/contract/personal-data';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { codesLabelled, toPage, type Page } from '@hub/contract/common';
import {
  LOG_KINDS,
  LOG_ROW_SCHEMAS,
  LOG_STATUS_LABELS,
  LOG_VALUE_LABELS,
  logValueLabel,
  type LogKind,
  type LogQuery,
  type LogRow,
  type TimelineQuery,
  type TimelineRow,
} from '@hub/contract/logs';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { CsvColumn, CsvValue } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { defineJoinedList } from '../../lib/joined-list';
import {
  createdBetween,
  searchKey,
  termsOf,
  textHolds,
} from '../../lib/listing';
import { scopeOf, type Scope } from '../../lib/permissions';
import { recipientInScope } from '../../lib/scope';
import { LOG_DEFINITIONS } from './log-definitions';
import { LogErrors } from './logs.errors';

type Row = Record<string, unknown>;
type Filters = Omit<LogQuery, 'page' | 'limit'>;

/** A timestamptz as PostgreSQL writes it ('2026-03-02 13:00:00.123+00'): both drivers hand raw SQL's times over so. */
const PG_INSTANT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

const isoOf = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  const instant = typeof value === 'string' ? PG_INSTANT.exec(value) : null;
  return instant
    ? new Date(`${instant[1]}T${instant[2]}${instant[3]}:${instant[4] ?? '00'}`).toISOString()
    : value;
};

/** Timestamps leave as ISO strings, whichever driver read them and however: every browser reads those. */
const serialize = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, isoOf(value)]));

/**
 * The key in any searched column, accents and case ignored as on every list, or in the label of a
 * coded field ('empresa aprovada' finds the mails of the company-approved template).
 */
const searchOf = (kind: LogKind, key: string): SQL => {
  const definition = LOG_DEFINITIONS[kind];
  const found = searchKey(key);
  if (!found) return sql`true`;
  const terms = termsOf(found);
  const byLabel = Object.entries(definition.coded).flatMap(([field, column]) => {
    const codes = codesLabelled(LOG_VALUE_LABELS[kind][field] ?? {}, key);
    return codes.length ? [inArray(sql`${column}`, codes)] : [];
  });
  return sql`(${sql.join(
    [...definition.search.map((column) => textHolds(column, terms)), ...byLabel],
    sql` OR `,
  )})`;
};

/** A log's filters and search key as one condition (its group and scope apart). */
export const logConditions = (kind: LogKind, filters: Filters): SQL | undefined => {
  const definition = LOG_DEFINITIONS[kind];
  const conditions: SQL[] = [];
  if (filters.status) {
    if (!(filters.status in LOG_STATUS_LABELS[kind])) throw new AppError(LogErrors.statusInvalid);
    conditions.push(sql`${definition.status} = ${filters.status}`);
  }
  if (filters.selectiveProcessId) {
    if (!definition.process) throw new AppError(LogErrors.processFilterInvalid);
    conditions.push(sql`${definition.process} = ${filters.selectiveProcessId}`);
  }
  const created = createdBetween(definition.createdAt, filters);
  if (created) conditions.push(created);
  if (filters.key) conditions.push(searchOf(kind, filters.key));
  return conditions.length ? sql.join(conditions, sql` AND `) : undefined;
};

/** The logs' instants are the fields named …At (createdAt, failedAt, undoneAt), ISO strings once answered. */
const INSTANT_FIELD = /At$/;
const instant = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** The personal kind the log's row schema marks on a field (decision 030): its CSV cells are masked alike. */
const personalKindOf = (kind: LogKind, field: string): PersonalKind | undefined => {
  const shape: Record<string, z.ZodType> = LOG_ROW_SCHEMAS[kind].shape;
  const schema = shape[field];
  return schema ? personalFields.get(schema)?.personal : undefined;
};

/** A log's CSV columns: its instants as dates, its codes by the labels the screens show, its personal cells as the rows mark them. */
const csvColumnsOf = (kind: LogKind): CsvColumn<Row>[] =>
  LOG_DEFINITIONS[kind].csv.map(([field, header]) => ({
    header,
    value: (row) =>
      INSTANT_FIELD.test(field) ? instant(row[field]) : (logValueLabel(kind, field, row[field]) as CsvValue),
    personal: personalKindOf(kind, field),
  }));

type LogList<Answer> = ReturnType<typeof defineJoinedList<Row, Answer, Filters>>;

/**
 * Each log is a joined list: its pages are every list's (lib/listing.ts selectPage), its CSV reads
 * keyset batches, and rows are shaped by the definition's fields and checked against the contract
 * when answered.
 */
const LOG_LISTS = Object.fromEntries(
  LOG_KINDS.map((kind) => {
    const definition = LOG_DEFINITIONS[kind];
    const list = defineJoinedList<Row, Row, Filters>({
      table: definition.table,
      joins: definition.joins,
      fields: definition.fields,
      sorts: { createdAt: definition.createdAt },
      group: definition.group,
      scope: definition.scope,
      where: (query) => logConditions(kind, query),
      toAnswer: serialize,
      csv: { file: `log-${kind}`, columns: csvColumnsOf(kind) },
    });
    return [kind, list];
  }),
) as Record<LogKind, LogList<Row>>;

/**
 * The route handlers of one log's page and CSV (its joined list's), and of one of its rows: typed
 * as the contract's rows of that log, which the answer's schema checks.
 */
export const logHandlers = <Kind extends LogKind>(db: Db, kind: Kind) => {
  const list = LOG_LISTS[kind] as unknown as LogList<LogRow<Kind>>;
  return {
    ...list.handlers(db),
    get: async (request: FastifyRequest<{ Params: { id: string } }>): Promise<LogRow<Kind>> => {
      const row = await list.row(db, request.params.id, await scopeOf(db, request));
      if (!row) throw new AppError(LogErrors.notFound);
      return row;
    },
  };
};

/** Every delivery to one person (by registry id, email or phone), email and WhatsApp together; to a limited administrator, a person of the scope. */
export const recipientTimeline = async (
  db: Db,
  query: TimelineQuery,
  scope: Scope,
): Promise<Page<TimelineRow>> => {
  if (!query.recipientId && !query.address) throw new AppError(LogErrors.timelineWho);
  const person = query.recipientId
    ? sql`r.recipient_id = ${query.recipientId}`
    : sql`(lower(r.email) = lower(${query.address}) OR r.phone = ${query.address})`;
  const inScope = recipientInScope(sql`r.type_user`, sql`r.recipient_id`, scope);
  const who = inScope ? sql`${person} AND ${inScope}` : person;
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id WHERE ${who}`,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT d.id AS "deliveryId", d.message_id AS "messageId", m.type_user AS "typeUser", d.subject, d.channel, d.status,
               d.to_name AS name, d.to_address AS address, d.attempts,
               d.last_error AS "lastError", d.created_at AS "createdAt", d.sent_at AS "sentAt"
          FROM deliveries d JOIN message_recipients r ON r.id = d.recipient_id JOIN messages m ON m.id = d.message_id
         WHERE ${who}
         ORDER BY d.created_at DESC, d.id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
  );
  return toPage(rows.map(serialize) as TimelineRow[], count?.total ?? 0, query.page, query.limit);
};
