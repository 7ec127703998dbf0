import Stack from '@mui/material/Stack';
import {
  INCIDENT_LIFECYCLE,
  securityIncidentOperations,
  type IncidentStatus,
  type SecurityIncident,
} from '@hub/contract/security-incidents';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import {
  statusColumn,
  statusFilter,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import {
  securityIncidentKeys,
  useSecurityIncident,
  useSecurityIncidentStatus,
} from './api/security-incidents';
import { securityIncidentsNav, securityIncidentsPaths } from './security-incidents.nav';

const incidentStatus: StatusPresentation<IncidentStatus> = {
  lifecycle: INCIDENT_LIFECYCLE,
  labels: INCIDENT_LIFECYCLE.labels,
  colors: { investigating: 'warning', notified: 'info', closed: 'default' },
  verbs: { notified: 'Registrar comunicação', closed: 'Encerrar' },
};

/** A calendar day (YYYY-MM-DD) read at noon, so no time zone moves it to the day before. */
const formatDay = (day: string): string => formatDate(`${day}T12:00:00`);

/** The register of security incidents, each with its notice's deadline. */
export const securityIncidentResource = defineResource({
  nav: securityIncidentsNav,
  noun: 'incidente',
  createLabel: 'Registrar incidente',
  description:
    'Incidentes com dados pessoais: a ANPD e os titulares devem ser comunicados em até 3 dias úteis (Resolução CD/ANPD 15/2024). Os registros são mantidos por pelo menos 5 anos.',
  list: {
    operation: securityIncidentOperations.listSecurityIncidents,
    exportOperation: securityIncidentOperations.exportSecurityIncidents,
    exportName: 'incidentes-de-seguranca',
    queryKey: securityIncidentKeys.all,
    savedViews: 'security-incidents',
    columns: [
      { id: 'title', label: 'Incidente', sortable: true, render: (row) => row.title },
      {
        id: 'knownOn',
        label: 'Conhecido em',
        sortable: true,
        nowrap: true,
        render: (row) => formatDay(row.knownOn),
      },
      {
        id: 'noticeDueOn',
        label: 'Comunicar até',
        sortable: true,
        nowrap: true,
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{formatDay(row.noticeDueOn)}</span>
            {row.overdue && <StatusChip label="Vencido" color="error" />}
          </Stack>
        ),
      },
      { id: 'dataAffected', label: 'Dados afetados', render: (row) => row.dataAffected },
      statusColumn(incidentStatus, (row: SecurityIncident) => row.status),
      createdColumn({ hidden: true }),
    ],
    filters: [statusFilter(incidentStatus)],
    defaultSort: 'knownOn',
    initialQuery: { order: 'desc' },
    searchLabel: 'Buscar por título',
    empty: {
      title: 'Nenhum incidente registrado',
      action: { label: 'Registrar incidente', to: securityIncidentsPaths.create },
    },
  },
  status: incidentStatus,
  form: {
    load: async () => (await import('./components/security-incident-form')).SecurityIncidentForm,
    edit: {
      useRecord: useSecurityIncident,
      name: (incident) => incident.title,
      status: { of: (incident) => incident.status, useMutation: useSecurityIncidentStatus },
    },
  },
});
