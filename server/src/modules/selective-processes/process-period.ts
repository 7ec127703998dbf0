import { and, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProcessPeriod } from '@hub/contract/selective-processes';
import { selectiveProcesses } from '../../db/schema/index';
import { dayStartOf, withinDays } from '../../lib/council-days';

/*
 * A process's moments, as the processes list filters them and the reports count them (decision
 * 053): it opened at its start date (São Paulo's midnight), else at its creation, and a draft never
 * did; it ended (finished or cancelled) at its status's moment.
 */

export const openedAtOf = (startsAt: SQL | AnyPgColumn, createdAt: SQL | AnyPgColumn): SQL =>
  sql`coalesce(${dayStartOf(startsAt)}, ${createdAt})`;

const ENDED = ['closed', 'cancelled'] as const;

/**
 * The processes of the days [from, to]: running on some day of them (starting before `to`, not
 * ending before `from`: the list's default), opened in them, or ended in them.
 */
export const processesOfPeriod = (
  period: ProcessPeriod | undefined,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined => {
  const p = selectiveProcesses;
  if (period === 'opened') return and(ne(p.status, 'draft'), withinDays(openedAtOf(p.startsAt, p.createdAt), from, to));
  if (period === 'ended') return and(inArray(p.status, [...ENDED]), withinDays(p.statusChangedAt, from, to));
  return and(
    to ? or(sql`${p.startsAt} IS NULL`, lte(p.startsAt, to)) : undefined,
    from ? or(sql`${p.endsAt} IS NULL`, gte(p.endsAt, from)) : undefined,
  );
};
