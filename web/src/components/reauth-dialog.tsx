import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setReauthHandler } from '../lib/api-client';

const ReauthForm = lazy(() => import('./reauth-form').then((m) => ({ default: m.ReauthForm })));

/**
 * "Confirme sua senha": a change the server refused for an old proof (re-authentication) opens
 * this dialog; once the password is confirmed the change is sent again, else it fails as it was.
 * Each time it opens it starts empty (a new round).
 */
export const ReauthDialog = () => {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setRound((value) => value + 1);
          setOpen(true);
        }),
    );
    return () => setReauthHandler(() => Promise.resolve(false));
  }, []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  };

  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReauthForm key={round} open={open} finish={finish} />
    </Suspense>
  );
};
