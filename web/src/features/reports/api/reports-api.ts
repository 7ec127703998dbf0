import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportOperations, type ReportFilters } from '@hub/contract/reports';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** A report keeps showing its last figures while the next filters' are counted. */
export const useTimeToHireReport = (filters: ReportFilters) =>
  useQuery({
    queryKey: ['reports', 'time-to-hire', filters],
    queryFn: ({ signal }) => call(reportOperations.getTimeToHireReport, { query: filters }, signal),
    placeholderData: keepPreviousData,
  });

export const useStageReport = (filters: ReportFilters) =>
  useQuery({
    queryKey: ['reports', 'stages', filters],
    queryFn: ({ signal }) => call(reportOperations.getStageReport, { query: filters }, signal),
    placeholderData: keepPreviousData,
  });

/** The CSV of each report, named as the server names it. */
export const REPORT_EXPORTS = {
  timeToHire: {
    operation: reportOperations.exportTimeToHireReport,
    name: 'tempo-ate-a-contratacao',
  },
  stages: { operation: reportOperations.exportStageReport, name: 'etapas' },
} as const;

export const downloadReport = (report: keyof typeof REPORT_EXPORTS, filters: ReportFilters) => {
  const { operation, name } = REPORT_EXPORTS[report];
  return downloadFile(operation.path, filters, `${name}.csv`);
};
