import type { CommercialReport, ProcessesReport, ReportFilters, StageReport, TimeToHireReport } from '@hub/contract/reports';
import type { Db } from '../../db/client';
import { countedAtLength, keptAnswer } from '../../lib/kept-answers';
import type { Scope } from '../../lib/permissions';
import { getCommercialReport, getProcessesReport, getStageReport, getTimeToHireReport } from './reports.service';

/**
 * The reports as the page, the downloads and the e-mails read them: each counted over the whole hub
 * without the request's statement timeout (REPORT_TIMEOUT_MS instead), and kept per filters and
 * scope for REPORTS_TTL_SECONDS (lib/kept-answers.ts). At the council's scale a year's count takes
 * seconds to a minute (BENCHMARKS.md); who asks again within the TTL is answered at once.
 */
export type ReportReader = {
  timeToHire: (filters: ReportFilters, scope: Scope) => Promise<TimeToHireReport>;
  stages: (filters: ReportFilters, scope: Scope) => Promise<StageReport>;
  processes: (filters: ReportFilters, scope: Scope) => Promise<ProcessesReport>;
  commercial: (filters: ReportFilters, scope: Scope) => Promise<CommercialReport>;
};

export type ReportReading = { defaultDays: number; ttlSeconds: number; timeoutMs: number };

export const reportReader = (db: Db, { defaultDays, ttlSeconds, timeoutMs }: ReportReading): ReportReader => {
  const kept =
    <Answer>(name: string, count: (tx: Db, filters: ReportFilters, scope: Scope) => Promise<Answer>) =>
    (filters: ReportFilters, scope: Scope): Promise<Answer> =>
      keptAnswer(db, `report:${name}`, JSON.stringify([filters, scope]), ttlSeconds, () =>
        countedAtLength(db, timeoutMs, (tx) => count(tx, filters, scope)),
      );
  return {
    timeToHire: kept('time-to-hire', getTimeToHireReport),
    stages: kept('stages', (tx, filters, scope) => getStageReport(tx, filters, scope, defaultDays)),
    processes: kept('processes', getProcessesReport),
    commercial: kept('commercial', getCommercialReport),
  };
};
