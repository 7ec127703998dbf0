import { APPLICATION_LIFECYCLE, type ApplicationStatus } from '@hub/contract/applications';
import { PROCESS_LIFECYCLE, type ProcessStatus } from '@hub/contract/selective-processes';
import type { StatusPresentation } from './resource/status-presentation';

/** The statuses of the hiring records, shown on a process's pages and a professional's alike. */

export const PROCESS_STATUS: StatusPresentation<ProcessStatus> = {
  lifecycle: PROCESS_LIFECYCLE,
  labels: PROCESS_LIFECYCLE.labels,
  colors: {
    draft: 'default',
    open: 'info',
    in_progress: 'primary',
    closed: 'success',
    cancelled: 'error',
  },
  verbs: {
    open: 'Abrir inscrições',
    in_progress: 'Iniciar seleção',
    closed: 'Finalizar',
    cancelled: 'Cancelar processo',
  },
};

export const APPLICATION_STATUS: StatusPresentation<ApplicationStatus> = {
  lifecycle: APPLICATION_LIFECYCLE,
  labels: APPLICATION_LIFECYCLE.labels,
  colors: { active: 'info', rejected: 'error', withdrawn: 'warning', hired: 'success' },
  verbs: { rejected: 'Reprovar', withdrawn: 'Registrar desistência', hired: 'Contratar' },
};
