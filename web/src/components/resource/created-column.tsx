import { formatDate } from '../../lib/format';
import type { Column } from './resource-list';

/** The column of the day a record was registered, sorted by the API's `createdAt`. */
export const createdColumn = <Row extends { createdAt: string }>({
  label = 'Cadastro',
  hidden = false,
}: { label?: string; hidden?: boolean } = {}): Column<Row> => ({
  id: 'createdAt',
  label,
  sortable: true,
  ...(hidden ? { hidden } : {}),
  render: (row) => formatDate(row.createdAt),
});
