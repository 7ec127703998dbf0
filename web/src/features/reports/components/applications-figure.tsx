import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { applicationOperations } from '@hub/contract/applications';
import {
  applicationsOfFigure,
  type ApplicationsFigure as Figure,
  type ReportFilters,
} from '@hub/contract/reports';
import { useCan } from '../../../auth/use-can';
import { paths } from '../../../routes/paths';

/** Where a figure's applications are listed: Candidaturas, filtered to exactly what it counts. */
export const applicationsPath = (filters: ReportFilters, figure: Figure): string | null => {
  const query = applicationsOfFigure(filters, figure);
  return query && paths.dashboard.applications.filtered(query);
};

/**
 * A figure that counts applications: a link to Candidaturas holding them, for a profile that sees
 * that list, when there is any to see and the list can hold them.
 */
export const ApplicationsFigure = ({
  count,
  filters,
  figure,
  description,
}: {
  count: number;
  filters: ReportFilters;
  figure: Figure;
  /** What the link lists, after 'ver em Candidaturas': 'as que alcançaram Triagem'. */
  description: string;
}) => {
  const canList = useCan(applicationOperations.listHubApplications.permission);
  const path = applicationsPath(filters, figure);
  if (!canList || count === 0 || !path) return count;
  return (
    <Link
      component={RouterLink}
      to={path}
      aria-label={`${count}: ver em Candidaturas ${description}`}
    >
      {count}
    </Link>
  );
};
