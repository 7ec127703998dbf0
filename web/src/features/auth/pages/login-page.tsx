import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthHeading } from '../components/auth-heading';
import { LoginForm } from '../components/login-form';

// Loaded only when asked for: the dialog's code stays out of the login route's download.
const ContactFormDialog = lazy(() =>
  import('../../../components/contact-form-dialog').then((m) => ({ default: m.ContactFormDialog })),
);

/** The contact form opens from a link carrying this hash; the screen itself shows no trigger. */
const CONTACT_HASH = '#fale-conosco';

/** The email a device link's landing passes on (navigation state), to fill the form with. */
const emailOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : undefined;

export const LoginPage = () => {
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title="Realize seu login para continuar" documentTitle="Login" />
      <LoginForm email={emailOf(state)} />
      {hash === CONTACT_HASH && (
        <Suspense fallback={null}>
          <ContactFormDialog
            open
            onClose={() => navigate({ pathname, search }, { replace: true })}
          />
        </Suspense>
      )}
    </>
  );
};
