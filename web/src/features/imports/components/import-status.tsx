import { counted, formatCount } from '@hub/contract/counts';
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

/** What the job is doing, in words: 'Importando: 1.200 de 40.000 linhas', 'Verificando: 0 de 1 linha'. */
export const progressText = (row: Import): string =>
  `${IMPORT_STATUS_LABELS[row.status]}: ${formatCount(row.counts.processed)} de ${counted(row.counts.total, 'linha', 'linhas')}`;

/** What an import did, as the list says it: '1 criado, 20 atualizados, 0 com falha', or its lines. */
export const resultText = (row: Import): string => {
  const { counts } = row;
  if (row.status === 'done')
    return `${counted(counts.created, 'criado', 'criados')}, ${counted(counts.updated, 'atualizado', 'atualizados')}, ${formatCount(counts.failed)} com falha`;
  if (row.status === 'undone')
    return `${counted(counts.removed, 'removido', 'removidos')}, ${counted(counts.restored, 'restaurado', 'restaurados')}, ${counted(counts.kept, 'mantido', 'mantidos')}`;
  return counted(counts.total, 'linha', 'linhas');
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
