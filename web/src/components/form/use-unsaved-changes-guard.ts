import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: inside the app (router) and when closing the tab.
 * Answers `allowLeave`, to call before navigating away after a successful save.
 */
export const useUnsavedChangesGuard = (dirty: boolean): (() => void) => {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Há alterações não salvas. Sair mesmo assim?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return () => {
    leaving.current = true;
  };
};
