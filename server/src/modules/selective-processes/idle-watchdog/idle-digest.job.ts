import { and, eq, sql } from 'drizzle-orm';
import { IDLE_DIGEST_SUBJECT, lateLine } from '@hub/contract/idle-watchdog';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { processFollowers, superAdminProfiles, users } from '../../../db/schema/index';
import { nextDailyAt } from '../../../lib/jobs/schedule';
import type { JobHandler } from '../../../lib/jobs/worker';
import { enqueueMail } from '../../../lib/outbox/mails';
import { loadAccess, type Scope } from '../../../lib/permissions';
import { processIdInScope } from '../../../lib/scope';
import { textToHtml } from '../../message-templates/template-values';
import { isLate } from './late';

/** The followers' daily digest: one recurring action of the one scheduler, for the whole database. */
export const IDLE_DIGEST_JOB = { kind: 'idle-digest', key: 'idle-digest' } as const;

type LateRow = { id: string; title: string; stage: string; late: number };

const andWithin = (condition: ReturnType<typeof processIdInScope>) =>
  condition ? sql`AND ${condition}` : sql``;

/**
 * The late applications of the processes a follower follows, within their scope, per process and
 * stage: active, in an open process, and in their stage (since their last move, or their
 * enrolment) for longer than its days allowed.
 */
export const lateForFollower = (db: Db, userId: string, scope: Scope, defaultDays: number) =>
  rowsOf<LateRow>(
    db,
    sql`SELECT p.id, p.title, st.name AS stage, count(*)::int AS late
          FROM process_followers f
          JOIN selective_processes p ON p.id = f.selective_process_id
          JOIN applications a ON a.selective_process_id = p.id
          JOIN process_stages st ON st.id = a.stage_id
         WHERE f.user_id = ${userId} AND a.status = 'active' AND p.status IN ('open', 'in_progress')
               ${andWithin(processIdInScope(sql`p.id`, scope))}
           AND ${isLate(defaultDays)}
         GROUP BY p.id, p.title, st.id, st.name, st.position
         ORDER BY p.title, p.id, st.position`,
  );

/** The digest's text: per process, its late applications by stage and the link to its board. */
export const digestText = (name: string, rows: LateRow[], origin: string): string => {
  const processes = new Map<string, { title: string; lines: string[] }>();
  for (const row of rows) {
    const process = processes.get(row.id) ?? { title: row.title, lines: [] };
    process.lines.push(`- ${lateLine(row.late, row.stage)}`);
    processes.set(row.id, process);
  }
  const blocks = [...processes].map(
    ([id, process]) =>
      `${process.title}\n${process.lines.join('\n')}\n${origin}/dashboard/listSelectiveProcess/ViewSelectiveProcess/${id}`,
  );
  return [
    `Olá, ${name}.`,
    'Estas candidaturas passaram dos dias permitidos na etapa em que estão:',
    ...blocks,
  ].join('\n\n');
};

/** One digest to each follower with something late in what they may see; nothing to the others. */
export const sendIdleDigests = async (
  db: Db,
  config: Pick<Config, 'notifyIdleDays' | 'appUrls'>,
): Promise<void> => {
  const followers = await db
    .selectDistinct({ id: users.id, email: users.email, name: superAdminProfiles.name })
    .from(processFollowers)
    .innerJoin(users, eq(users.id, processFollowers.userId))
    .innerJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(and(eq(users.status, 'active')));
  const origin = config.appUrls[0] ?? '';
  for (const follower of followers) {
    const access = await loadAccess(db, follower.id);
    if (!access.permissions.includes('processos.ver')) continue;
    const rows = await lateForFollower(db, follower.id, access.scope, config.notifyIdleDays);
    if (rows.length === 0) continue;
    const text = digestText(follower.name, rows, origin);
    await enqueueMail(db, {
      template: 'idle-digest',
      to: { name: follower.name, email: follower.email },
      subject: IDLE_DIGEST_SUBJECT(rows.reduce((sum, row) => sum + row.late, 0)),
      text,
      html: textToHtml(text),
    });
  }
};

/** The recurring action: today's digests, then the next day's at the configured time. */
export const sendIdleDigestsDaily =
  (config: Config): JobHandler =>
  async (tx) => {
    await sendIdleDigests(tx, config);
    const digest = config.idleDigest ?? { time: '08:00', timeZone: 'America/Sao_Paulo' };
    return { next: nextDailyAt(new Date(), digest.time, digest.timeZone) };
  };
