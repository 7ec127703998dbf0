import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  reportOperations,
  reportScheduleOperations,
  type ReportFilters,
  type ReportScheduleBody,
} from '@hub/contract/reports';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';
import { downloadFile } from '../../../lib/download-file';

/** A report keeps showing its last figures while the next filters' are counted. */
export const useTimeToHireReport = (filters: ReportFilters) =>
  useQuery({
    queryKey: ['reports', 'time-to-hire', filters],
    queryFn: ({ signal }) => call(reportOperations.getTimeToHireReport, { query: filters }, signal),
    placeholderData: keepPreviousData,
  });

export const useStageReport = (filters: ReportFilters, { enabled = true } = {}) =>
  useQuery({
    queryKey: ['reports', 'stages', filters],
    queryFn: ({ signal }) => call(reportOperations.getStageReport, { query: filters }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useProcessesReport = (filters: ReportFilters) =>
  useQuery({
    queryKey: ['reports', 'processes', filters],
    queryFn: ({ signal }) => call(reportOperations.getProcessesReport, { query: filters }, signal),
    placeholderData: keepPreviousData,
  });

export const useCommercialReport = (filters: ReportFilters) =>
  useQuery({
    queryKey: ['reports', 'commercial', filters],
    queryFn: ({ signal }) => call(reportOperations.getCommercialReport, { query: filters }, signal),
    placeholderData: keepPreviousData,
  });

/** The downloads of each report, named as the server names them. */
export const REPORT_EXPORTS = {
  timeToHire: {
    csv: reportOperations.exportTimeToHireReport,
    xlsx: reportOperations.exportTimeToHireReportXlsx,
    name: 'tempo-ate-a-contratacao',
  },
  stages: {
    csv: reportOperations.exportStageReport,
    xlsx: reportOperations.exportStageReportXlsx,
    name: 'etapas',
  },
  processes: {
    csv: reportOperations.exportProcessesReport,
    xlsx: reportOperations.exportProcessesReportXlsx,
    name: 'processos',
  },
  commercial: {
    csv: reportOperations.exportCommercialReport,
    xlsx: reportOperations.exportCommercialReportXlsx,
    name: 'comercial',
  },
} as const;

export type ReportFormat = 'csv' | 'xlsx';

export const downloadReport = (
  report: keyof typeof REPORT_EXPORTS,
  format: ReportFormat,
  filters: ReportFilters,
) => {
  const exports = REPORT_EXPORTS[report];
  return downloadFile(exports[format].path, filters, `${exports.name}.${format}`);
};

const schedulesKey = ['reports', 'schedules'] as const;

/** The reports mailed weekly or monthly (decision 053). */
export const useReportSchedules = () =>
  useQuery({
    queryKey: schedulesKey,
    queryFn: ({ signal }) => call(reportScheduleOperations.listReportSchedules, {}, signal),
  });

export const useCreateReportSchedule = () =>
  useOperationMutation(
    reportScheduleOperations.createReportSchedule,
    schedulesKey,
    (body: ReportScheduleBody) => ({ body }),
  );

export const useDeleteReportSchedule = () =>
  useOperationMutation(
    reportScheduleOperations.deleteReportSchedule,
    schedulesKey,
    (id: string) => ({
      params: { id },
    }),
  );
