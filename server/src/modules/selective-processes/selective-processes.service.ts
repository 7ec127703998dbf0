import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AREA_LABELS } from '@hub/contract/candidates';
import {
  CONTRACT_TYPE_LABELS,
  DEFAULT_STAGES,
  PROCESS_LIFECYCLE,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  usedAssessments,
  type CompanyProcessListQuery,
  type ProcessListQuery,
  type ProcessPage,
  type ProcessReadiness,
  type ProcessSort,
  type ProcessStatus,
  type ProcessStatusBody,
  type SelectiveProcess,
  type SelectiveProcessCreate,
  type SelectiveProcessRow,
  type SelectiveProcessUpdate,
} from '@hub/contract/selective-processes';
import type { Db } from '../../db/client';
import {
  applications,
  companies,
  processSearchedText,
  processStages,
  questionSheets,
  selectiveProcesses,
} from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { csvDate, type CsvColumn } from '../../lib/csv';
import { defineJoinedList } from '../../lib/joined-list';
import { joinAll, type Join } from '../../lib/joins';
import { AppError } from '../../lib/errors';
import { nameFound, type ListSearch, type SearchTerms, type SortExpression } from '../../lib/listing';
import { scopeOf } from '../../lib/permissions';
import { iso, readById, updateRecord, type RecordSpec } from '../../lib/records';
import { companyInScope } from '../../lib/scope';
import { moveStatus } from '../../lib/status';
import { rescoreProcesses } from './assessments/rescore.service';
import { assertAllowed, checksOf, gatherFacts, hasValuesProfile, readinessOf } from './prerequisites';
import { followCreatedProcess } from './idle-watchdog/followers';
import { processesOfPeriod } from './process-period';
import { copyDefaultRules } from './stage-rules/stage-rule-triggers';
import { ProcessErrors } from './selective-processes.errors';

type ProcessTable = typeof selectiveProcesses.$inferSelect;
type ListedRow = ProcessTable & { companyName: string; applications: number };

const companyName = sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`;
// Written out qualified: Drizzle leaves columns of a single-table select unqualified inside sql``.
const applicationCount = sql<number>`(SELECT count(*)::int FROM applications a WHERE a.selective_process_id = "selective_processes"."id")`;

/** A process row as every list answers it: the company's display name and how many applied. */
const listedColumns = {
  ...getTableColumns(selectiveProcesses),
  companyName,
  applications: applicationCount,
};

export const toProcessRow = (row: ListedRow): SelectiveProcessRow => ({
  ...row,
  area: row.area as SelectiveProcessRow['area'],
  seniority: row.seniority as SelectiveProcessRow['seniority'],
  contractType: row.contractType as SelectiveProcessRow['contractType'],
  workMode: row.workMode as SelectiveProcessRow['workMode'],
  uf: row.uf as SelectiveProcessRow['uf'],
  status: row.status as ProcessStatus,
  statusChangedAt: iso(row.statusChangedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS: Record<ProcessSort, SortExpression> = {
  title: selectiveProcesses.title,
  companyName,
  status: selectiveProcesses.status,
  area: selectiveProcesses.area,
  uf: sql`coalesce(${selectiveProcesses.uf}, '')`,
  startsAt: sql`coalesce(${selectiveProcesses.startsAt}, '0001-01-01'::date)`,
  endsAt: sql`coalesce(${selectiveProcesses.endsAt}, '9999-12-31'::date)`,
  applications: applicationCount,
  createdAt: selectiveProcesses.createdAt,
  updatedAt: selectiveProcesses.updatedAt,
};

/**
 * A process found by its title or by its company's names: one text the process carries, read
 * through its one trigram index (decision 037).
 */
export const processFound = (terms: SearchTerms): SQL => nameFound(processSearchedText(selectiveProcesses), terms);

type Filters = Omit<ProcessListQuery, 'page' | 'limit' | 'sort' | 'order'>;

/** With a hired application, or without one: the processes report's finished processes, told apart. */
const withHires = (hires: boolean): SQL => {
  const hired = sql`EXISTS (SELECT 1 FROM applications a WHERE a.selective_process_id = ${selectiveProcesses.id} AND a.status = 'hired')`;
  return hires ? hired : sql`NOT ${hired}`;
};

/** `from`/`to`: the processes of those days, as `period` says (process-period.ts). */
const filtersOf = (query: Partial<Filters>): SQL | undefined =>
  and(
    query.status ? eq(selectiveProcesses.status, query.status) : undefined,
    query.companyId ? eq(selectiveProcesses.companyId, query.companyId) : undefined,
    query.area ? eq(selectiveProcesses.area, query.area) : undefined,
    query.uf ? eq(selectiveProcesses.uf, query.uf) : undefined,
    query.workMode ? eq(selectiveProcesses.workMode, query.workMode) : undefined,
    processesOfPeriod(query.period, query.from, query.to),
    query.hires === undefined ? undefined : withHires(query.hires),
  );

/** A process by its title or its company's names: one text, one trigram index (decision 037). */
const PROCESS_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) => processFound(terms),
};

const PROCESS_CSV: CsvColumn<SelectiveProcessRow>[] = [
  { header: 'Título', value: (row) => row.title },
  { header: 'Empresa', value: (row) => row.companyName },
  { header: 'Status', value: (row) => PROCESS_LIFECYCLE.labels[row.status] },
  { header: 'Área', value: (row) => AREA_LABELS[row.area] },
  { header: 'Senioridade', value: (row) => SENIORITY_LABELS[row.seniority] },
  { header: 'Contratação', value: (row) => CONTRACT_TYPE_LABELS[row.contractType] },
  { header: 'Modalidade', value: (row) => WORK_MODE_LABELS[row.workMode] },
  { header: 'Cidade', value: (row) => row.city },
  { header: 'UF', value: (row) => row.uf },
  { header: 'Vagas', value: (row) => row.vacancies },
  { header: 'Limite de candidatos', value: (row) => row.maxCandidates },
  { header: 'Inscrições', value: (row) => row.applications },
  { header: 'Início', value: (row) => csvDate(row.startsAt) },
  { header: 'Término', value: (row) => csvDate(row.endsAt) },
  { header: 'Confidencial', value: (row) => row.confidential },
  { header: 'Motivo do status', value: (row) => row.statusReason },
  { header: 'Criado em', value: (row) => new Date(row.createdAt) },
];

/** The company of each process: the lists and the detail join it alike, a count when it reads it. */
const COMPANY_JOIN: Join[] = [
  { table: companies, on: eq(companies.id, selectiveProcesses.companyId) },
];

const selectListed = (db: Db, where: SQL | undefined) =>
  joinAll(db.select(listedColumns).from(selectiveProcesses).$dynamic(), COMPANY_JOIN).where(where);

/** Every list of processes: the registry's, a company's, and their CSV. */
export const processList = defineJoinedList({
  table: selectiveProcesses,
  joins: COMPANY_JOIN,
  fields: listedColumns,
  sorts: SORTS,
  where: (query: ProcessListQuery) => filtersOf(query),
  search: PROCESS_SEARCH,
  // The company is joined: its UF says whether the process is in scope.
  scope: companyInScope,
  toAnswer: toProcessRow,
  csv: { file: 'processos-seletivos', columns: PROCESS_CSV },
});

export const listCompanyProcesses = async (
  db: Db,
  companyId: string,
  query: CompanyProcessListQuery,
): Promise<ProcessPage> => {
  await findCompany(db, companyId);
  // The company's path is checked against the scope before the handler (lib/scope.ts).
  return processList.page(db, { ...query, companyId }, null);
};

/** The company, when it exists and is in the administrator's scope when a request is given. */
const findCompany = async (db: Db, companyId: string, request?: FastifyRequest) => {
  const scope = request ? await scopeOf(db, request) : null;
  const [company] = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(and(eq(companies.id, companyId), companyInScope(scope)))
    .limit(1);
  if (!company) throw new AppError(ProcessErrors.companyNotFound);
  return company;
};

/** The process row alone (no joins), or 404. */
export const findProcessRow = async (db: Db, id: string, lock = false): Promise<ProcessTable> => {
  const [row] = lock
    ? await db.select().from(selectiveProcesses).where(eq(selectiveProcesses.id, id)).limit(1).for('update')
    : [await readById(db, selectiveProcesses, id)];
  if (!row) throw new AppError(ProcessErrors.notFound);
  return row;
};

export const isFinal = (status: string): boolean => status === 'closed' || status === 'cancelled';

export const getProcess = async (db: Db, id: string): Promise<SelectiveProcess> => {
  const [row] = await selectListed(db, eq(selectiveProcesses.id, id)).limit(1);
  if (!row) throw new AppError(ProcessErrors.notFound);
  const [stages, sheet] = await Promise.all([
    db
      .select({
        id: processStages.id,
        name: processStages.name,
        position: processStages.position,
        applications: sql<number>`(SELECT count(*)::int FROM applications a WHERE a.stage_id = "process_stages"."id")`,
      })
      .from(processStages)
      .where(eq(processStages.selectiveProcessId, id))
      .orderBy(asc(processStages.position)),
    row.questionSheetId
      ? db
          .select({ name: questionSheets.name })
          .from(questionSheets)
          .where(eq(questionSheets.id, row.questionSheetId))
          .then((found) => found[0] ?? null)
      : null,
  ]);
  return {
    ...toProcessRow(row),
    description: row.description,
    salaryMinCents: row.salaryMinCents,
    salaryMaxCents: row.salaryMaxCents,
    publishToCatho: row.publishToCatho,
    requirements: row.requirements,
    questions: row.questions.map((question) => ({ ...question, eliminatory: question.eliminatory ?? false })),
    questionSheetId: row.questionSheetId,
    questionSheetName: sheet?.name ?? null,
    useValuesTest: row.useValuesTest,
    useCompetencyTest: row.useCompetencyTest,
    useInterviewScore: row.useInterviewScore,
    interviewQuestions: row.interviewQuestions,
    stages,
    assessments: usedAssessments(row),
  };
};

/** New items (requirements, questions, interview questions) get their id on save; answers point at it. */
const withIds = <Item extends { id?: string | undefined }>(items: Item[]) =>
  items.map((item) => ({ ...item, id: item.id ?? randomUUID() }));

const columnsOf = <Input extends SelectiveProcessCreate>(input: Input) => ({
  ...input,
  requirements: withIds(input.requirements),
  questions: withIds(input.questions),
  interviewQuestions: withIds(input.interviewQuestions),
});

/** The custom test must be one of the company's own question sheets. */
const checkSheet = async (db: Db, companyId: string, sheetId: string | null): Promise<void> => {
  if (!sheetId) return;
  const [sheet] = await db
    .select({ id: questionSheets.id })
    .from(questionSheets)
    .where(and(eq(questionSheets.id, sheetId), eq(questionSheets.companyId, companyId)))
    .limit(1);
  if (!sheet) throw new AppError(ProcessErrors.questionSheetNotFound);
};

/**
 * A new process is a draft with the default pipeline. The values test is scored against the
 * company's values profile: unless asked for, it is on only when the company has answered it.
 */
export const createProcess = async (
  db: Db,
  request: FastifyRequest,
  input: SelectiveProcessCreate & { companyId: string },
): Promise<SelectiveProcess> => {
  await findCompany(db, input.companyId, request);
  await checkSheet(db, input.companyId, input.questionSheetId);
  const useValuesTest = input.useValuesTest ?? (await hasValuesProfile(db, input.companyId));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(selectiveProcesses)
      .values({
        ...columnsOf(input),
        useValuesTest,
        status: 'draft',
        createdBy: request.user?.id ?? null,
      })
      .returning();
    if (!row) throw new Error('process insert returned nothing');
    await tx.insert(processStages).values(
      DEFAULT_STAGES.map((name, position) => ({ selectiveProcessId: row.id, name, position })),
    );
    await copyDefaultRules(tx, row.id, request.user?.id ?? null);
    await followCreatedProcess(tx, row.id, request.user?.id ?? null);
    await recordAudit(tx, request, {
      action: 'create',
      entity: 'selective_processes',
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
  return getProcess(db, id);
};

/** Whether answers already given now score differently (the stored scores are then recomputed). */
const scoringChanged = (before: ProcessTable, after: ProcessTable): boolean =>
  before.questionSheetId !== after.questionSheetId ||
  JSON.stringify([before.requirements, before.questions]) !==
    JSON.stringify([after.requirements, after.questions]);

const spec: RecordSpec<typeof selectiveProcesses, string> = {
  table: selectiveProcesses,
  entity: 'selective_processes',
  notFound: ProcessErrors.notFound,
  toAnswer: (row) => row.id,
};

export const updateProcess = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SelectiveProcessUpdate,
): Promise<SelectiveProcess> => {
  const { updatedAt, ...values } = input;
  const current = await findProcessRow(db, id);
  await checkSheet(db, current.companyId, values.questionSheetId);
  await updateRecord(db, request, spec, {
    id,
    updatedAt,
    values: columnsOf(values),
    rules: [],
    guard: (before) => {
      if (isFinal(before.status)) throw new AppError(ProcessErrors.notEditable);
    },
  });
  if (scoringChanged(current, await findProcessRow(db, id))) await rescoreProcesses(db, [id]);
  return getProcess(db, id);
};

/** Only a draft nobody applied to is deleted (nothing is lost); any other process is cancelled instead. */
export const deleteProcess = async (db: Db, request: FastifyRequest, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await findProcessRow(tx, id, true);
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.selectiveProcessId, id))
      .limit(1);
    if (before.status !== 'draft' || application) throw new AppError(ProcessErrors.onlyDraftDeleted);
    await tx.delete(selectiveProcesses).where(eq(selectiveProcesses.id, id));
    await recordAudit(tx, request, {
      action: 'delete',
      entity: 'selective_processes',
      entityId: id,
      before,
    });
  });
};

/** What the process still needs before opening, enrolling or the values test can succeed. */
export const getReadiness = async (db: Db, id: string): Promise<ProcessReadiness> => {
  const process = await findProcessRow(db, id);
  return readinessOf(process, await gatherFacts(db, process));
};

/** Called after a process reaches a final status (closing removes its job posting). */
export type AfterFinal = (processId: string) => Promise<void>;

export const changeProcessStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: ProcessStatusBody,
  afterFinal?: AfterFinal,
): Promise<SelectiveProcess> => {
  await db.transaction(async (tx) => {
    const process = await findProcessRow(tx, id);
    if (body.status === 'open' && process.status === 'draft')
      assertAllowed(checksOf(process, await gatherFacts(tx, process, { lockCompany: true })), 'open');
    await moveStatus(tx, request, {
      table: selectiveProcesses,
      entity: 'selective_processes',
      id,
      lifecycle: PROCESS_LIFECYCLE,
      to: body.status,
      reason: body.reason,
      notFound: ProcessErrors.notFound,
    });
  });
  if (isFinal(body.status) && afterFinal) await afterFinal(id);
  return getProcess(db, id);
};
