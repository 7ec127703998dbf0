import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toastRequests } from '../lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** The pages, and the toaster from the first toast on (it stays out of the first load). */
export const AppSnackbarProvider = ({ children }: { children: ReactNode }) => {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested);
  return (
    <>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
};
