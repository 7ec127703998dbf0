import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { LoadingScreen } from '../components/loading-screen';
import { PATH_AFTER_LOGIN } from './paths';

/** Pages for guests only: a signed-in administrator goes to the dashboard root. */
export const GuestGuard = ({ children }: { children: ReactNode }) => {
  const { isInitialized, isAuthenticated } = useAuth();
  if (!isInitialized) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={PATH_AFTER_LOGIN} replace />;
  return children;
};
