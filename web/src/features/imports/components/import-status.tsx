import {
  IMPORT_RESOURCE_LABELS,
  IMPORT_STATUS_LABELS,
  type Import,
  type ImportStatus,
} from '@hub/contract/imports';
import type { Crumb } from '../../../components/page-header';
import { StatusChip, type StatusColor } from '../../../components/status-chip';
import { paths } from '../../../routes/paths';

const COLORS: Record<ImportStatus, StatusColor> = {
  mapping: 'default',
  validating: 'info',
  ready: 'warning',
  importing: 'info',
  done: 'success',
  undoing: 'info',
  undone: 'default',
  cancelled: 'default',
  failed: 'error',
};

export const ImportStatusChip = ({ status }: { status: ImportStatus }) => (
  <StatusChip label={IMPORT_STATUS_LABELS[status]} color={COLORS[status]} />
);

/** 'Importação de profissionais' */
export const importTitle = (resource: Import['resource']) =>
  `Importação de ${IMPORT_RESOURCE_LABELS[resource]}`;

/** What the job is doing, in words: 'Importando: 1.200 de 40.000 linhas'. */
export const progressText = (row: Import): string => {
  const figures = `${row.counts.processed.toLocaleString('pt-BR')} de ${row.counts.total.toLocaleString('pt-BR')} linhas`;
  return `${IMPORT_STATUS_LABELS[row.status]}: ${figures}`;
};

export const progressPercent = (row: Import): number =>
  row.counts.total === 0
    ? 0
    : Math.min(100, Math.round((row.counts.processed / row.counts.total) * 100));

const REGISTRIES: Record<Import['resource'], { name: string; href: string }> = {
  companies: { name: 'Empresas', href: paths.dashboard.companies.root },
  candidates: { name: 'Profissionais', href: paths.dashboard.candidates.root },
  partners: { name: 'Parceiros', href: paths.dashboard.partners.root },
};

/** The crumb of the registry an import goes into. */
export const registryCrumb = (resource: Import['resource']): Crumb => REGISTRIES[resource];

/** Where an imported record is seen. */
export const recordPath = (resource: Import['resource'], id: string): string =>
  ({
    companies: paths.dashboard.companies.view(id),
    candidates: paths.dashboard.candidates.view(id),
    partners: paths.dashboard.partners.edit(id),
  })[resource];
