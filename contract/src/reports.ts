import { z } from 'zod';
import { ufSchema } from './br';
import { areaSchema } from './candidates';
import { subscriptionStatusSchema } from './subscriptions';
import { apiErrorSchema, csvAnswerSchema, idParamsSchema, idSchema, storedIdSchema, xlsxAnswerSchema } from './common';
import { dateOnlySchema, PERIOD_ORDER_MESSAGE } from './fields';
import { defineDomain } from './domain';
import { defineOperations } from './operation';
import { recordId } from './record-references';
import { stagePositionSchema } from './selective-processes';

export const reportDomain = defineDomain({
  tag: {
    name: 'reports',
    description:
      'Relatórios da contratação: tempo até a contratação, conversão e tempo em cada etapa',
    after: 'dashboard',
  },
  area: {
    name: 'relatorios',
    label: 'Relatórios',
    noun: 'os relatórios',
    actions: ['ver', 'exportar'],
    after: 'processos',
  },
});

/**
 * What a report covers: a period (São Paulo days, both included) and the processes of a UF, a
 * company, an area, or one process. Each report says which date the period is about. `stage`
 * narrows the stage reports to the applications that reached the stage at that position (0 for
 * the first), those its 'Alcançaram' counts.
 */
export const reportFiltersSchema = z
  .object({
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    uf: ufSchema.optional(),
    companyId: recordId('companies').optional(),
    selectiveProcessId: recordId('selectiveProcesses').optional(),
    area: areaSchema.optional(),
    stage: stagePositionSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: PERIOD_ORDER_MESSAGE,
    path: ['to'],
  });
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/**
 * The last twelve months, this one included, up to `today` (an ISO day): '2026-11-28' gives
 * 2025-12-01 to 2026-11-28. A report's period when none is chosen, and each scheduled run's.
 */
export const lastTwelveMonths = (today: string): { from: string; to: string } => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = year * 12 + month - 1 - 11;
  const firstMonth = String((first % 12) + 1).padStart(2, '0');
  return { from: `${Math.floor(first / 12)}-${firstMonth}-01`, to: today };
};

/** A report's figure that counts applications: those reaching, in, or late in a stage, or hired. */
type Days = { from?: string | undefined; to?: string | undefined };
export type ApplicationsFigure =
  | { reached: number }
  | { current: number }
  | { late: number }
  | { hired: Days }
  /** The applications of the processes opened within the days (of a UF, when given; null: remote). */
  | { opened: Days; uf?: string | null };

/**
 * The query of the list of every process's applications ('Candidaturas') that holds exactly what a
 * figure counts: the report's processes and, for the stage reports, its period of enrolment and
 * chosen stage; for the time to hire, the days of the hire; for the processes report, the days
 * its processes opened. Figures and list agree by this one translation (reports.test.ts checks
 * each); null where the list cannot hold a figure's applications.
 */
export const applicationsOfFigure = (
  filters: ReportFilters,
  figure: ApplicationsFigure,
): Record<string, string> | null => {
  // The list filters a UF, not the processes without one.
  if ('opened' in figure && figure.uf === null) return null;
  const query: Record<string, string> = {};
  for (const key of ['selectiveProcessId', 'companyId', 'uf', 'area'] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if ('opened' in figure) {
    if (figure.uf) query.uf = figure.uf;
    if (figure.opened.from) query.openedFrom = figure.opened.from;
    if (figure.opened.to) query.openedTo = figure.opened.to;
    return query;
  }
  if ('hired' in figure) {
    query.status = 'hired';
    if (figure.hired.from) query.hiredFrom = figure.hired.from;
    if (figure.hired.to) query.hiredTo = figure.hired.to;
    return query;
  }
  if (filters.from) query.enrolledFrom = filters.from;
  if (filters.to) query.enrolledTo = filters.to;
  // Reaching a stage is reaching every stage before it.
  const chosen = filters.stage === undefined ? undefined : Number(filters.stage);
  if ('reached' in figure) {
    query.reached = String(Math.max(figure.reached, chosen ?? 0));
    return query;
  }
  if (chosen !== undefined) query.reached = String(chosen);
  if ('late' in figure) {
    query.stage = String(figure.late);
    query.late = 'true';
  } else {
    query.stage = String(figure.current);
    query.status = 'current';
  }
  return query;
};

/** What the processes report counts: opened, finished (with a hire or without) or cancelled processes. */
export type ProcessesFigureKind = 'opened' | 'closed' | 'closedWithHires' | 'closedWithoutHires' | 'cancelled';

/**
 * The query of the processes list that holds exactly what a figure of the processes report counts,
 * in the period or one of its months, and one UF when given; null where that list cannot hold it
 * (one process chosen, or the processes without a UF: the list filters neither).
 */
export const processesOfFigure = (
  filters: ReportFilters,
  figure: { kind: ProcessesFigureKind; month?: string; uf?: string | null },
): Record<string, string> | null => {
  if (filters.selectiveProcessId || figure.uf === null) return null;
  const days = figure.month ? monthWithin(figure.month, filters) : filters;
  const query: Record<string, string> = { period: figure.kind === 'opened' ? 'opened' : 'ended' };
  if (days.from) query.from = days.from;
  if (days.to) query.to = days.to;
  const uf = figure.uf ?? filters.uf;
  if (uf) query.uf = uf;
  if (filters.area) query.area = filters.area;
  if (filters.companyId) query.companyId = filters.companyId;
  if (figure.kind === 'cancelled') query.status = 'cancelled';
  else if (figure.kind !== 'opened') query.status = 'closed';
  if (figure.kind === 'closedWithHires') query.hires = 'true';
  if (figure.kind === 'closedWithoutHires') query.hires = 'false';
  return query;
};

/** What the commercial report counts of subscriptions: of a plan in a status now, or made, made with a voucher, or cancelled within days. */
export type SubscriptionsFigure =
  | { plan: { planId: string; status: string } }
  | { created: Days }
  | { withVoucher: Days }
  | { cancelled: Days };

/**
 * The query of the subscriptions list that holds exactly what a figure of the commercial report
 * counts: the subscriptions of the report's companies (their UF, one company).
 */
export const subscriptionsOfFigure = (
  filters: ReportFilters,
  figure: SubscriptionsFigure,
): Record<string, string> => {
  const query: Record<string, string> = {};
  if (filters.companyId) query.companyId = filters.companyId;
  if (filters.uf) query.uf = filters.uf;
  const days = (from: string, to: string, { from: first, to: last }: Days) => {
    if (first) query[from] = first;
    if (last) query[to] = last;
  };
  if ('plan' in figure) Object.assign(query, figure.plan);
  else if ('cancelled' in figure) days('cancelledFrom', 'cancelledTo', figure.cancelled);
  else if ('withVoucher' in figure) {
    days('createdFrom', 'createdTo', figure.withVoucher);
    query.voucher = 'true';
  } else days('createdFrom', 'createdTo', figure.created);
  return query;
};

/** The days of a month ('2026-03') within a period: a month's figures of a report. */
export const monthWithin = (
  month: string,
  { from, to }: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
  const first = `${month}-01`;
  return {
    from: from && from > first ? from : first,
    to: to && to < last ? to : last,
  };
};

const count = z.number().int();
/** Days, to one decimal; null where nothing was measured. */
const days = z.number().nullable();

/** Median and 75th percentile of a set of durations, and how many there were. */
const spreadSchema = z.object({ count, medianDays: days, p75Days: days });

/**
 * Tempo até a contratação. The period is about the day of the hire: an application is hired when
 * it reaches its process's hiring stage (decision 027), and it took from its enrolment to then.
 */
export const timeToHireReportSchema = z.object({
  /** Every hire of the period. */
  hires: spreadSchema,
  /** The hires of each month of the period ('2026-03'), months without a hire included. */
  byMonth: z.array(spreadSchema.extend({ month: z.string() })),
  /**
   * Processes whose first hire fell in the period, and the days from the process's opening (its
   * start date, else its creation) to that hire.
   */
  toFirstHire: spreadSchema,
});
export type TimeToHireReport = z.infer<typeof timeToHireReportSchema>;

/**
 * One stage position of the chosen processes (one process: its stages). The period is about the
 * day of the enrolment: the applications made in it, followed wherever they went since.
 */
export const stageReportRowSchema = z.object({
  /** 0 for the first stage. */
  position: count,
  /** The name most of the processes give this position. */
  name: z.string(),
  /** One process chosen: its stage at this position (its Classificação filters by it). */
  stageId: storedIdSchema,
  /** Applications that reached this stage (passing through it counts). */
  reached: count,
  /** reached / reached of the stage before (0 to 1); null for the first stage or after none. */
  conversion: z.number().min(0).max(1).nullable(),
  /** Active applications in this stage now. */
  current: count,
  /** Completed stays in the stage (from entering it to the move out), in days. */
  stays: count,
  medianDays: days,
  p75Days: days,
  /** Active applications in this stage now for longer than it allows (the board's late cards). */
  late: count,
});
export type StageReportRow = z.infer<typeof stageReportRowSchema>;

export const stageReportSchema = z.object({
  stages: z.array(stageReportRowSchema),
  processes: count,
  applications: count,
});
export type StageReport = z.infer<typeof stageReportSchema>;

/** Processes opened, closed and cancelled; the UF is the process's (none for a remote one). */
const processCountsSchema = z.object({
  /** Opened in the period: their start date, else their creation (drafts never opened do not count). */
  opened: count,
  /** Finished (finalizado) in the period, and of those how many hired someone. */
  closed: count,
  closedWithHires: count,
  cancelled: count,
  /** Applications to the processes opened in the period. */
  applications: count,
});

export const processesReportSchema = z.object({
  totals: processCountsSchema,
  byMonth: z.array(processCountsSchema.extend({ month: z.string() })),
  byUf: z.array(processCountsSchema.extend({ uf: z.string().nullable() })),
});
export type ProcessesReport = z.infer<typeof processesReportSchema>;

const commercialMonthSchema = z.object({
  month: z.string(),
  /** Subscriptions made in the month, and of those how many with a voucher. */
  created: count,
  withVoucher: count,
  cancelled: count,
  /** What the month's subscriptions that were activated cost, discounts taken off, in centavos. */
  revenueCents: count,
});

/**
 * Comercial: the subscriptions of the companies chosen (the UF is the company's). The period is
 * about the day a subscription was made or cancelled.
 */
export const commercialReportSchema = z.object({
  byPlan: z.array(z.object({ planId: storedIdSchema, plan: z.string(), status: subscriptionStatusSchema, count })),
  byMonth: z.array(commercialMonthSchema),
  totals: commercialMonthSchema.omit({ month: true }),
});
export type CommercialReport = z.infer<typeof commercialReportSchema>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const reportOperations = defineOperations({
  getTimeToHireReport: {
    method: 'GET',
    path: '/reports/time-to-hire',
    summary:
      'Tempo até a contratação: mediana e 75º percentil, por mês e até a primeira contratação',
    tag: 'reports',
    permission: 'relatorios.ver',
    query: reportFiltersSchema,
    responses: { 200: timeToHireReportSchema, 400: apiErrorSchema },
  },
  exportTimeToHireReport: {
    method: 'GET',
    path: '/reports/time-to-hire.csv',
    summary: 'Exporta o tempo até a contratação por mês em CSV',
    tag: 'reports',
    permission: 'relatorios.exportar',
    query: reportFiltersSchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  exportTimeToHireReportXlsx: {
    method: 'GET',
    path: '/reports/time-to-hire.xlsx',
    summary: 'Exporta o tempo até a contratação por mês em uma planilha do Excel',
    tag: 'reports',
    permission: 'relatorios.exportar',
    query: reportFiltersSchema,
    produces: [XLSX],
    responses: { 200: xlsxAnswerSchema, 400: apiErrorSchema },
  },
  getStageReport: {
    method: 'GET',
    path: '/reports/stages',
    summary: 'Conversão por etapa e tempo em cada etapa das candidaturas do período',
    tag: 'reports',
    permission: 'relatorios.ver',
    query: reportFiltersSchema,
    responses: { 200: stageReportSchema, 400: apiErrorSchema },
  },
  exportStageReport: {
    method: 'GET',
    path: '/reports/stages.csv',
    summary: 'Exporta a conversão e o tempo em cada etapa em CSV',
    tag: 'reports',
    permission: 'relatorios.exportar',
    query: reportFiltersSchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  exportStageReportXlsx: {
    method: 'GET',
    path: '/reports/stages.xlsx',
    summary: 'Exporta a conversão e o tempo em cada etapa em uma planilha do Excel',
    tag: 'reports',
    permission: 'relatorios.exportar',
    query: reportFiltersSchema,
    produces: [XLSX],
    responses: { 200: xlsxAnswerSchema, 400: apiErrorSchema },
  },
  getProcessesReport: {
    method: 'GET',
    path: '/reports/processes',
    summary:
      'Processos abertos, finalizados (com e sem contratação) e cancelados, por mês e por UF',
    tag: 'reports',
    permission: 'relatorios.ver',
    query: reportFiltersSchema,
    responses: { 200: processesReportSchema, 400: apiErrorSchema },
  },
  exportProcessesReport: {
    method: 'GET',
    path: '/reports/processes.csv',
    summary: 'Exporta os processos por mês em CSV',
    tag: 'reports',
    permission: 'relatorios.exportar',
    query: reportFiltersSchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  exportProcessesReportXlsx: {
    method: 'GET',
    path: '/reports/processes.xlsx',
    summary: 'Exporta os processos por mês em uma planilha do Excel',
    tag: 'reports',
    permission: 'relatorios.exportar',
    query: reportFiltersSchema,
    produces: [XLSX],
    responses: { 200: xlsxAnswerSchema, 400: apiErrorSchema },
  },
  getCommercialReport: {
    method: 'GET',
    path: '/reports/commercial',
    summary:
      'Assinaturas por plano e status, novas e canceladas por mês, vouchers usados e receita',
    tag: 'reports',
    permission: 'assinaturas.ver',
    query: reportFiltersSchema,
    responses: { 200: commercialReportSchema, 400: apiErrorSchema },
  },
  exportCommercialReport: {
    method: 'GET',
    path: '/reports/commercial.csv',
    summary: 'Exporta o relatório comercial por mês em CSV',
    tag: 'reports',
    permission: 'assinaturas.exportar',
    query: reportFiltersSchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  exportCommercialReportXlsx: {
    method: 'GET',
    path: '/reports/commercial.xlsx',
    summary: 'Exporta o relatório comercial por mês em uma planilha do Excel',
    tag: 'reports',
    permission: 'assinaturas.exportar',
    query: reportFiltersSchema,
    produces: [XLSX],
    responses: { 200: xlsxAnswerSchema, 400: apiErrorSchema },
  },
});

/*
 * Scheduled reports (decision 053): a report's table mailed as .xlsx, weekly or monthly, to chosen
 * administrators, each getting it for their own profile and scope. Each run covers the twelve
 * months before it, as the page does by default.
 */

export const SCHEDULED_REPORTS = ['contratacao', 'etapas', 'processos', 'comercial'] as const;
export type ScheduledReport = (typeof SCHEDULED_REPORTS)[number];
export const SCHEDULED_REPORT_LABELS: Record<ScheduledReport, string> = {
  contratacao: 'Tempo até a contratação',
  etapas: 'Conversão e tempo em cada etapa',
  processos: 'Processos',
  comercial: 'Comercial',
};

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FREQUENCY_LABELS: Record<ReportFrequency, string> = {
  weekly: 'Toda segunda-feira às 08:00',
  monthly: 'Todo dia 1º às 08:00',
};

/** How many administrators one schedule mails. */
export const REPORT_SCHEDULE_MAX_RECIPIENTS = 20;

export const reportScheduleBodySchema = z.object({
  report: z.enum(SCHEDULED_REPORTS, { error: 'Escolha o relatório' }),
  frequency: z.enum(REPORT_FREQUENCIES, { error: 'Escolha a frequência' }),
  recipientIds: z
    .array(idSchema, { error: 'Escolha quem recebe' })
    .min(1, { error: 'Escolha pelo menos um administrador' })
    .max(REPORT_SCHEDULE_MAX_RECIPIENTS, {
      error: `Escolha no máximo ${REPORT_SCHEDULE_MAX_RECIPIENTS} administradores`,
    }),
  uf: ufSchema.optional(),
  area: areaSchema.optional(),
  companyId: recordId('companies').optional(),
  selectiveProcessId: recordId('selectiveProcesses').optional(),
  stage: stagePositionSchema.optional(),
});
export type ReportScheduleBody = z.input<typeof reportScheduleBodySchema>;
/** A schedule's filters: the report's, but the period (each run covers the twelve months before it). */
export type ReportScheduleFilters = Omit<ReportFilters, 'from' | 'to'>;

export const reportScheduleSchema = z.object({
  id: storedIdSchema,
  report: z.enum(SCHEDULED_REPORTS),
  frequency: z.enum(REPORT_FREQUENCIES),
  uf: ufSchema.nullable(),
  area: areaSchema.nullable(),
  companyId: storedIdSchema.nullable(),
  selectiveProcessId: storedIdSchema.nullable(),
  stage: z.number().int().nullable(),
  recipients: z.array(z.object({ userId: storedIdSchema, name: z.string(), email: z.string() })),
  /** When it is mailed next. */
  nextRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportScheduleOperations = defineOperations({
  listReportSchedules: {
    method: 'GET',
    path: '/report-schedules',
    summary: 'Os relatórios enviados por e-mail toda semana ou todo mês',
    tag: 'reports',
    permission: 'relatorios.ver',
    responses: { 200: z.array(reportScheduleSchema) },
  },
  createReportSchedule: {
    method: 'POST',
    path: '/report-schedules',
    summary: 'Agenda o envio de um relatório em .xlsx por e-mail a administradores escolhidos',
    tag: 'reports',
    permission: 'relatorios.exportar',
    body: reportScheduleBodySchema,
    responses: { 201: reportScheduleSchema, 400: apiErrorSchema },
  },
  deleteReportSchedule: {
    method: 'DELETE',
    path: '/report-schedules/:id',
    summary: 'Cancela o envio agendado de um relatório',
    tag: 'reports',
    permission: 'relatorios.exportar',
    params: idParamsSchema,
    responses: { 204: z.null(), 404: apiErrorSchema },
  },
});
