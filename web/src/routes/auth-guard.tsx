import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { LoadingScreen } from '../components/loading-screen';

const AuthLayout = lazy(() =>
  import('../layouts/auth/auth-layout').then((m) => ({ default: m.AuthLayout })),
);
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);

/**
 * /dashboard/* for signed-in administrators. A guest gets the login screen in place: the URL
 * (path and query) stays the wanted one, so signing in shows the page that was asked for.
 */
export const AuthGuard = ({ children }: { children: ReactNode }) => {
  const { isInitialized, isAuthenticated } = useAuth();
  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AuthLayout>
          <LoginPage />
        </AuthLayout>
      </Suspense>
    );
  }
  return children;
};
