import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { Permission } from '@hub/contract/permissions';
import { useCan } from '../../../auth/use-can';

/**
 * A report's count that opens the list of what it counts: for a profile that may see that list,
 * when there is any to see and a list can hold it (`to`); else the count alone.
 */
export const CountLink = ({
  count,
  to,
  permission,
  label,
}: {
  count: number;
  to: string | null;
  permission: Permission;
  /** What the link opens, after the count: 'ver na lista os processos abertos em SP'. */
  label: string;
}) => {
  const canList = useCan(permission);
  if (!canList || count === 0 || !to) return count;
  return (
    <Link component={RouterLink} to={to} aria-label={`${count}: ${label}`}>
      {count}
    </Link>
  );
};
