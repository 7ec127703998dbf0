import { APPLICATION_LIFECYCLE, type ApplicationStatus } from '@hub/contract/applications';
import { PROCESS_LIFECYCLE, type ProcessStatus } from '@hub/contract/selective-processes';
import { StatusChip, type StatusColor } from './status-chip';

/** The statuses of the hiring records, shown on a process's pages and a professional's alike. */

export const PROCESS_STATUS_COLORS: Record<ProcessStatus, StatusColor> = {
  draft: 'default',
  open: 'info',
  in_progress: 'primary',
  closed: 'success',
  cancelled: 'error',
};

export const ProcessStatusChip = ({ status }: { status: ProcessStatus }) => (
  <StatusChip label={PROCESS_LIFECYCLE.labels[status]} color={PROCESS_STATUS_COLORS[status]} />
);

export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, StatusColor> = {
  active: 'info',
  rejected: 'error',
  withdrawn: 'warning',
  hired: 'success',
};

export const ApplicationStatusChip = ({ status }: { status: ApplicationStatus }) => (
  <StatusChip
    label={APPLICATION_LIFECYCLE.labels[status]}
    color={APPLICATION_STATUS_COLORS[status]}
  />
);
