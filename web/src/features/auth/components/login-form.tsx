import { lazy, Suspense } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { Form } from '../../../components/form/form';
import { RhfPasswordField, RhfTextField } from '../../../components/form/rhf-text-field';
import { paths } from '../../../routes/paths';
import { useLoginForm } from '../hooks/use-login-form';

// Only accounts with a second factor see it: kept out of the login route's first download.
const SecondFactorForm = lazy(() =>
  import('./second-factor-form').then((m) => ({ default: m.SecondFactorForm })),
);

// Only a login the limit refused sees it: kept out of the login route's first download too.
const DeviceLinkOffer = lazy(() =>
  import('./device-link-offer').then((m) => ({ default: m.DeviceLinkOffer })),
);

/** `email`: the account's email to start with (a device link's landing). */
export const LoginForm = ({ email }: { email?: string }) => {
  const { form, onSubmit, onInteract, challenge, lockedOut, onSecondFactor, restart } =
    useLoginForm(email);
  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondFactorForm challenge={challenge} onSignedIn={onSecondFactor} onRestart={restart} />
      </Suspense>
    );
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel="Entrar"
      submitPlacement="wide"
      onInteract={onInteract}
    >
      {lockedOut && (
        <Suspense fallback={null}>
          <DeviceLinkOffer email={lockedOut} />
        </Suspense>
      )}
      <RhfTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <RhfPasswordField
        control={form.control}
        name="password"
        label="Senha"
        autoComplete="current-password"
      />
      <Link
        component={RouterLink}
        to={paths.auth.resetPassword}
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
      >
        Esqueceu sua senha?
      </Link>
    </Form>
  );
};
