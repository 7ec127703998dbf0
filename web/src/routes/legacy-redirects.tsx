import { Navigate, useLocation } from 'react-router';
import { paths } from './paths';

/** Prefixes the spec's unprefixed product paths (/companies/..., /users/...) with /dashboard. */
export const toDashboardPath = (pathname: string, search = '', hash = ''): string =>
  `${paths.dashboard.root}${pathname}${search}${hash}`;

/** Keeps the rest of the path, the query and the hash. */
export const LegacyRedirect = () => {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={toDashboardPath(pathname, search, hash)} replace />;
};
