import { useLocation, useNavigate } from 'react-router';
import { ContactFormDialog } from '../../../components/contact-form-dialog';
import { AuthHeading } from '../components/auth-heading';
import { LoginForm } from '../components/login-form';

/** The contact form opens from a link carrying this hash; the screen itself shows no trigger. */
const CONTACT_HASH = '#fale-conosco';

export const LoginPage = () => {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title="Realize seu login para continuar" documentTitle="Login" />
      <LoginForm />
      <ContactFormDialog
        open={hash === CONTACT_HASH}
        onClose={() => navigate({ pathname, search }, { replace: true })}
      />
    </>
  );
};
