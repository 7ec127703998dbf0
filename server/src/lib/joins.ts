import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A table a list's rows read beside their own. An inner join follows a NOT NULL foreign key and a
 * left join keeps every row (at most one match), so neither changes which rows a list holds: a
 * page's ids and a count join only the tables their conditions read.
 */
export type Join = { table: PgTable; on: SQL; left?: boolean };

/** A select with the joins, in their order: the list, its count and a record's read share them. */
export const joinAll = <Query extends PgSelect>(query: Query, joins: readonly Join[]): Query => {
  // A dynamic select joins in place: each join returns the same builder.
  for (const join of joins) {
    if (join.left) query.leftJoin(join.table, join.on);
    else query.innerJoin(join.table, join.on);
  }
  return query;
};

const dialect = new PgDialect();

/** The SQL text of each part read, once: sorts are module constants, a request's filters are asked twice. */
const texts = new WeakMap<object, string>();
const textOf = (part: SQL | AnyPgColumn): string => {
  const known = texts.get(part);
  if (known !== undefined) return known;
  const text = dialect.sqlToQuery(sql`${part}`).sql;
  texts.set(part, text);
  return text;
};

/**
 * The joins `parts` read (a condition, a sort), by their tables' names as the SQL writes them, and
 * the joins those joins' conditions read (a recipient's name is joined through its delivery).
 */
export const joinsRead = (
  joins: readonly Join[],
  parts: readonly (SQL | AnyPgColumn | undefined)[],
): Join[] => {
  if (joins.length === 0) return [];
  const read = parts.filter((part) => part !== undefined).map(textOf);
  const needed: Join[] = [];
  // A join reads only the joins before it: from the last, each one needed adds what its condition reads.
  for (const join of [...joins].reverse()) {
    const name = `"${getTableName(join.table)}"`;
    if (!read.some((text) => text.includes(name))) continue;
    needed.unshift(join);
    read.push(textOf(join.on));
  }
  return needed;
};
