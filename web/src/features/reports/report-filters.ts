import { ufFilter } from '../../components/resource/registry-filters';
import { AREA_LABELS } from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import { lastTwelveMonths, type ReportFilters } from '@hub/contract/reports';
import type { ListFilter } from '../../components/resource/list-filters';

const PERIOD_AND_UF: ListFilter[] = [
  { kind: 'dateRange', from: 'from', to: 'to', label: 'Período' },
  ufFilter(),
];

/** The filters every hiring report offers beside the company's and the process's pickers. */
export const REPORT_FILTERS: ListFilter[] = [
  ...PERIOD_AND_UF,
  { kind: 'select', name: 'area', label: 'Área', options: optionsOf(AREA_LABELS) },
];

/** The commercial report's, beside the company's picker: it counts companies, not processes. */
export const COMMERCIAL_FILTERS = PERIOD_AND_UF;

/** The names a report reads from its URL; anything else there is not a filter. */
export const REPORT_PARAMS = [
  'from',
  'to',
  'uf',
  'area',
  'companyId',
  'selectiveProcessId',
  'stage',
] as const;

/**
 * The stage reports' stage filter: the stages (by position, named as the report names them) of
 * the processes chosen. A chosen position the report does not show (yet) keeps an option of its own.
 */
export const stageFilterOf = (
  stages: { position: number; name: string }[],
  chosen: string | undefined,
): Extract<ListFilter, { kind: 'select' }> => {
  const options = stages.map((stage) => ({ value: String(stage.position), label: stage.name }));
  if (chosen && !options.some((option) => option.value === chosen))
    options.push({
      value: chosen,
      // A URL typed by hand may name no position: the report answers why ('Etapa inválida').
      label: /^\d+$/.test(chosen) ? `${Number(chosen) + 1}ª etapa` : 'Etapa inválida',
    });
  return { kind: 'select', name: 'stage', label: 'Alcançaram a etapa', options };
};

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Without a period in the URL a report covers the last twelve months, this one included. */
export const defaultPeriod = (today = new Date()) => lastTwelveMonths(isoDay(today));

/** The report's filters from its URL's query, the default period where it names none. */
export const reportFiltersOf = (params: URLSearchParams, today = new Date()): ReportFilters => {
  const period = defaultPeriod(today);
  const filters: Record<string, string> = {};
  for (const name of REPORT_PARAMS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  // A period with one end only is open at the other.
  if (!filters.from && !filters.to) Object.assign(filters, period);
  return filters as ReportFilters;
};
