import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { InterviewAttendance, InterviewKind, InterviewStatus } from '@hub/contract/interviews';
import type { Db } from '../../db/client';
import { candidates, companies, interviewInterviewers, interviews, selectiveProcesses, superAdminProfiles, users } from '../../db/schema/index';
import type { InterviewSummary } from './invitation';

/** The interviewers of these interviews, by interview, in name order. */
export const interviewersOf = async (db: Db, ids: string[]): Promise<Map<string, { id: string; name: string; email: string }[]>> => {
  const byInterview = new Map<string, { id: string; name: string; email: string }[]>();
  if (ids.length === 0) return byInterview;
  const rows = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})`,
    })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
    .where(inArray(interviewInterviewers.interviewId, ids))
    .orderBy(asc(sql`coalesce(${superAdminProfiles.name}, ${users.email})`));
  for (const { interviewId, ...person } of rows) byInterview.set(interviewId, [...(byInterview.get(interviewId) ?? []), person]);
  return byInterview;
};

/** One interview with the names an invitation or a reminder needs; null when it is gone. */
export const interviewSummary = async (db: Db, id: string): Promise<(InterviewSummary & { processId: string; status: InterviewStatus; attendance: InterviewAttendance | null; anonymized: boolean }) | null> => {
  const [row] = await db
    .select({
      interview: interviews,
      processTitle: selectiveProcesses.title,
      companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
      candidate: { name: candidates.name, email: candidates.email, phone: candidates.phone },
      candidateStatus: candidates.status,
    })
    .from(interviews)
    .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, interviews.selectiveProcessId))
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .where(eq(interviews.id, id));
  if (!row) return null;
  const { interview } = row;
  return {
    id: interview.id,
    sequence: interview.sequence,
    startsAt: interview.startsAt,
    endsAt: interview.endsAt,
    kind: interview.kind as InterviewKind,
    address: interview.address,
    link: interview.link,
    notes: interview.notes,
    status: interview.status as InterviewStatus,
    attendance: interview.attendance as InterviewAttendance | null,
    anonymized: row.candidateStatus === 'anonymized',
    processId: interview.selectiveProcessId,
    processTitle: row.processTitle,
    companyName: row.companyName,
    candidate: row.candidate,
    interviewers: ((await interviewersOf(db, [id])).get(id) ?? []).map(({ name, email }) => ({ name, email })),
  };
};
