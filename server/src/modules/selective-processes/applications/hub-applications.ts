import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_LIFECYCLE,
  type ApplicationStatus,
  type HubApplicationExportQuery,
  type HubApplicationRow,
} from '@hub/contract/applications';
import { applications, candidates, companies, processStages, selectiveProcesses } from '../../../db/schema/index';
import { withinDays } from '../../../lib/council-days';
import type { CsvColumn } from '../../../lib/csv';
import { defineJoinedList } from '../../../lib/joined-list';
import type { Join } from '../../../lib/joins';
import { nameFound, type ListSearch } from '../../../lib/listing';
import { iso } from '../../../lib/records';
import { companyInScope } from '../../../lib/scope';
import { isLate } from '../idle-watchdog/late';
import { processesOfPeriod } from '../process-period';
import { processFound } from '../selective-processes.service';

const companyName = sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`;

const fields = {
  id: applications.id,
  candidateId: applications.candidateId,
  candidateName: candidates.name,
  selectiveProcessId: applications.selectiveProcessId,
  processTitle: selectiveProcesses.title,
  companyId: selectiveProcesses.companyId,
  companyName,
  uf: selectiveProcesses.uf,
  stageName: processStages.name,
  stagePosition: processStages.position,
  status: applications.status,
  statusChangedAt: applications.statusChangedAt,
  createdAt: applications.createdAt,
};

type Row = Omit<HubApplicationRow, 'status' | 'hiredAt' | 'createdAt'> & {
  status: string;
  statusChangedAt: Date | null;
  createdAt: Date;
};

/** Every join is inner along a NOT NULL key: none changes which applications the list holds. */
const JOINS: Join[] = [
  { table: selectiveProcesses, on: eq(selectiveProcesses.id, applications.selectiveProcessId) },
  { table: companies, on: eq(companies.id, selectiveProcesses.companyId) },
  { table: candidates, on: eq(candidates.id, applications.candidateId) },
  { table: processStages, on: eq(processStages.id, applications.stageId) },
];

/** The stages at positions `at` (of any process), a hashed list: a count reads no stage per row. */
const stagesWhere = (at: SQL): SQL => sql`SELECT id FROM process_stages WHERE position ${at}`;

/**
 * Reached the stage at `position`: it is there or further, or a move took it there or further
 * before it came back (its furthest stage), as the reports' 'Alcançaram' counts it (funnel.ts).
 */
const reachedPosition = (position: number): SQL => {
  const atOrAfter = stagesWhere(sql`>= ${position}`);
  return sql`(${applications.stageId} IN (${atOrAfter}) OR ${applications.furthestStageId} IN (${atOrAfter}))`;
};

/** Late in its stage now, as the board marks it (the one definition, idle-watchdog/late.ts). */
const lateNow = (defaultDays: number): SQL =>
  sql`${applications.id} IN (SELECT a.id FROM applications a JOIN process_stages st ON st.id = a.stage_id
                              WHERE a.status = 'active' AND ${isLate(defaultDays)})`;

const statusCondition = (status: HubApplicationExportQuery['status']): SQL | undefined => {
  if (!status) return undefined;
  if (status === 'current') return sql`${applications.status} IN ('active', 'hired')`;
  return eq(applications.status, status);
};

const filtersOf = (query: HubApplicationExportQuery, defaultDays: number): SQL | undefined => {
  const hired = query.hiredFrom || query.hiredTo;
  return and(
    query.selectiveProcessId ? eq(applications.selectiveProcessId, query.selectiveProcessId) : undefined,
    query.companyId ? eq(selectiveProcesses.companyId, query.companyId) : undefined,
    query.uf ? eq(selectiveProcesses.uf, query.uf) : undefined,
    query.area ? eq(selectiveProcesses.area, query.area) : undefined,
    statusCondition(query.status),
    query.stage === undefined ? undefined : sql`${applications.stageId} IN (${stagesWhere(sql`= ${query.stage}`)})`,
    query.reached === undefined ? undefined : reachedPosition(query.reached),
    query.late ? lateNow(defaultDays) : undefined,
    query.enrolledFrom || query.enrolledTo
      ? withinDays(applications.createdAt, query.enrolledFrom, query.enrolledTo)
      : undefined,
    hired
      ? and(eq(applications.status, 'hired'), withinDays(applications.statusChangedAt, query.hiredFrom, query.hiredTo))
      : undefined,
    query.openedFrom || query.openedTo ? processesOfPeriod('opened', query.openedFrom, query.openedTo) : undefined,
  );
};

/** A professional by their name (words in any order, accents ignored), or a process by its title or company. */
const SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) => sql`(${nameFound(candidates.nameFolded, terms)} OR ${processFound(terms)})`,
};

const toAnswer = (row: Row): HubApplicationRow => ({
  id: row.id,
  candidateId: row.candidateId,
  candidateName: row.candidateName,
  selectiveProcessId: row.selectiveProcessId,
  processTitle: row.processTitle,
  companyId: row.companyId,
  companyName: row.companyName,
  uf: row.uf,
  stageName: row.stageName,
  stagePosition: row.stagePosition,
  status: row.status as ApplicationStatus,
  hiredAt: row.status === 'hired' && row.statusChangedAt ? iso(row.statusChangedAt) : null,
  createdAt: iso(row.createdAt),
});

const CSV: CsvColumn<HubApplicationRow>[] = [
  { header: 'Profissional', value: (row) => row.candidateName },
  { header: 'Processo seletivo', value: (row) => row.processTitle },
  { header: 'Empresa', value: (row) => row.companyName },
  { header: 'UF', value: (row) => row.uf },
  { header: 'Etapa', value: (row) => row.stageName },
  { header: 'Status', value: (row) => APPLICATION_LIFECYCLE.labels[row.status] },
  { header: 'Inscrição', value: (row) => new Date(row.createdAt) },
  { header: 'Contratação', value: (row) => (row.hiredAt ? new Date(row.hiredAt) : null) },
];

/**
 * The applications of every process ('Candidaturas'): what the reports' figures count, each
 * figure a link to its filtered page (contract `applicationsOfFigure`). A limited administrator
 * sees those of their scope's companies (decision 029). `defaultDays`: the days a stage allows
 * when its process sets none, for 'late'.
 */
export const hubApplicationList = (defaultDays: number) =>
  defineJoinedList({
    table: applications,
    joins: JOINS,
    fields,
    sorts: { createdAt: applications.createdAt },
    where: (query: HubApplicationExportQuery) => filtersOf(query, defaultDays),
    search: SEARCH,
    scope: companyInScope,
    toAnswer,
    csv: { file: 'candidaturas', columns: CSV },
  });
