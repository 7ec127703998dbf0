import type { Lifecycle } from '@hub/contract/fields';
import { optionsOf } from '@hub/contract/fields';
import { StatusChip, type StatusColor } from '../status-chip';
import type { ListFilter } from './list-filters';
import type { Column } from './resource-list';

/** The button of each move by its target; worded from where the record stands when it varies. */
export type StatusVerbs<Status extends string> =
  Partial<Record<Status, string>> | ((from: Status) => Partial<Record<Status, string>>);

/**
 * How a record's status shows: the chip of each status (label and colour) and the moves of its
 * contract lifecycle with their buttons. `Shown` is what the chip can say; it holds more than the
 * stored `Status` where some statuses are computed (a voucher past its window is expired).
 */
export type StatusPresentation<Shown extends string, Status extends Shown = Shown> = {
  lifecycle: Lifecycle<Status>;
  labels: Record<Shown, string>;
  colors: Record<Shown, StatusColor>;
  verbs: StatusVerbs<Status>;
  /** The moves offered as buttons, when not every move of the lifecycle is (cancelling a subscription has its own dialog). */
  targets?: readonly Status[];
};

export const verbsAt = <Status extends string>(
  verbs: StatusVerbs<Status>,
  from: Status,
): Partial<Record<Status, string>> => (typeof verbs === 'function' ? verbs(from) : verbs);

/** The chip of one status, in the presentation's words and colour. */
export const PresentedStatusChip = <Shown extends string, Status extends Shown>({
  presentation,
  status,
}: {
  presentation: StatusPresentation<Shown, Status>;
  status: Shown;
}) => <StatusChip label={presentation.labels[status]} color={presentation.colors[status]} />;

/** The list filter of the statuses a chip can show. */
export const statusFilter = <Shown extends string, Status extends Shown>(
  presentation: StatusPresentation<Shown, Status>,
): ListFilter => ({ name: 'status', label: 'Status', options: optionsOf(presentation.labels) });

/** The list column of a row's status chip, sorted by the API's `status`. */
export const statusColumn = <Row, Shown extends string, Status extends Shown>(
  presentation: StatusPresentation<Shown, Status>,
  statusOf: (row: Row) => Shown,
): Column<Row> => ({
  id: 'status',
  label: 'Status',
  sortable: true,
  render: (row) => <PresentedStatusChip presentation={presentation} status={statusOf(row)} />,
});
