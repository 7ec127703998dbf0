import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The council's days: a period given in days starts and ends at São Paulo's midnight. */
export const COUNCIL_TIME_ZONE = 'America/Sao_Paulo';

const dayStart = (day: string): SQL => sql`(${day}::date::timestamp AT TIME ZONE ${COUNCIL_TIME_ZONE})`;
const dayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${COUNCIL_TIME_ZONE})`;

/** The moment `column` within the days [from, to] (both included; an open end has no condition). */
export const withinDays = (column: SQL | AnyPgColumn, from: string | undefined, to: string | undefined): SQL =>
  sql.join(
    [sql`true`, ...(from ? [sql`${column} >= ${dayStart(from)}`] : []), ...(to ? [sql`${column} < ${dayEnd(to)}`] : [])],
    sql` AND `,
  );

/** The midnight that starts a date column's day, in São Paulo. */
export const dayStartOf = (date: SQL | AnyPgColumn): SQL => sql`(${date}::timestamp AT TIME ZONE ${COUNCIL_TIME_ZONE})`;
