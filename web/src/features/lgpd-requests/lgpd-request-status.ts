import {
  LGPD_REQUEST_LIFECYCLE,
  type LgpdRequestStatus,
} from '@hub/contract/lgpd-requests';
import type { StatusPresentation } from '../../components/resource/status-presentation';
import { formatDate } from '../../lib/format';

export const lgpdRequestStatus: StatusPresentation<LgpdRequestStatus> = {
  lifecycle: LGPD_REQUEST_LIFECYCLE,
  labels: LGPD_REQUEST_LIFECYCLE.labels,
  colors: { received: 'info', in_review: 'warning', answered: 'success', refused: 'default' },
  verbs: { in_review: 'Pôr em análise', answered: 'Marcar como atendida', refused: 'Indeferir' },
};

/** A calendar day (YYYY-MM-DD) as pt-BR, read at noon so no time zone moves it to the day before. */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00`);
