import Stack from '@mui/material/Stack';
import { optionsOf } from '@hub/contract/fields';
import {
  LGPD_RIGHT_LABELS,
  lgpdRequestOperations,
  type LgpdRequest,
} from '@hub/contract/lgpd-requests';
import { StatusChip } from '../../components/status-chip';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import { statusColumn, statusFilter } from '../../components/resource/status-presentation';
import { paths } from '../../routes/paths';
import { lgpdRequestKeys, useLgpdRequest } from './api/lgpd-requests';
import { ProcessingRecordLink } from './components/processing-record-link';
import { formatDay, lgpdRequestStatus } from './lgpd-request-status';
import { lgpdRequestsNav } from './lgpd-requests.nav';

/** The DPO's queue: every request by its due date, the overdue marked. */
export const lgpdRequestResource = defineResource({
  nav: lgpdRequestsNav,
  noun: 'solicitação',
  createVerb: 'Nova',
  description: 'Pedidos dos titulares de dados (LGPD, art. 18), respondidos em até 15 dias (art. 19).',
  list: {
    operation: lgpdRequestOperations.listLgpdRequests,
    exportOperation: lgpdRequestOperations.exportLgpdRequests,
    exportName: 'solicitacoes-lgpd',
    queryKey: lgpdRequestKeys.all,
    savedViews: 'lgpd-requests',
    summary: <ProcessingRecordLink />,
    columns: [
      {
        id: 'dueOn',
        label: 'Prazo',
        sortable: true,
        nowrap: true,
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{formatDay(row.dueOn)}</span>
            {row.overdue && <StatusChip label="Vencida" color="error" />}
          </Stack>
        ),
      },
      { id: 'candidateName', label: 'Profissional', sortable: true, render: (row) => row.candidateName },
      { id: 'right', label: 'Direito', render: (row) => LGPD_RIGHT_LABELS[row.right] },
      {
        id: 'receivedOn',
        label: 'Recebida em',
        sortable: true,
        nowrap: true,
        render: (row) => formatDay(row.receivedOn),
      },
      statusColumn(lgpdRequestStatus, (row: LgpdRequest) => row.status),
      createdColumn({ hidden: true }),
    ],
    filters: [
      statusFilter(lgpdRequestStatus),
      { kind: 'select', name: 'right', label: 'Direito', options: optionsOf(LGPD_RIGHT_LABELS) },
    ],
    defaultSort: 'dueOn',
    searchLabel: 'Buscar por nome do profissional',
    empty: {
      title: 'Nenhuma solicitação registrada',
      action: { label: 'Nova solicitação', to: paths.dashboard.lgpdRequests.new },
    },
  },
  status: lgpdRequestStatus,
  form: {
    load: async () => (await import('./components/lgpd-request-form')).LgpdRequestForm,
    edit: {
      useRecord: useLgpdRequest,
      name: (request) => request.candidateName,
    },
  },
});

