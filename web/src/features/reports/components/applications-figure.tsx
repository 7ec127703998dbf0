import { applicationOperations } from '@hub/contract/applications';
import {
  applicationsOfFigure,
  type ApplicationsFigure as Figure,
  type ReportFilters,
} from '@hub/contract/reports';
import { paths } from '../../../routes/paths';
import { CountLink } from './count-link';

/** Where a figure's applications are listed: Candidaturas, filtered to exactly what it counts. */
export const applicationsPath = (filters: ReportFilters, figure: Figure): string | null => {
  const query = applicationsOfFigure(filters, figure);
  return query && paths.dashboard.applications.filtered(query);
};

/** A figure that counts applications: a link to Candidaturas holding them. */
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
}) => (
  <CountLink
    count={count}
    to={applicationsPath(filters, figure)}
    permission={applicationOperations.listHubApplications.permission}
    label={`ver em Candidaturas ${description}`}
  />
);
