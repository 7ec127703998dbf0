import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { LoadingScreen } from '../components/loading-screen';
import { pathAfterLogin } from './paths';

/** Pages for guests only: a signed-in administrator goes to the page asked for, or the dashboard. */
export const GuestGuard = ({ children }: { children: ReactNode }) => {
  const { isInitialized, isAuthenticated } = useAuth();
  const { search } = useLocation();
  if (!isInitialized) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={pathAfterLogin(search)} replace />;
  return children;
};
