import { paths } from '../../../routes/paths';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { RegisterForm } from '../components/register-form';

export const RegisterPage = () => (
  <>
    <AuthHeading title="Criar conta de administrador" documentTitle="Cadastro">
      O cadastro fica aberto para o primeiro administrador; depois disso, novos administradores são
      convidados por quem já tem acesso.
    </AuthHeading>
    <RegisterForm />
    <AuthFooterLink lead="Já tem uma conta?" label="Entrar" to={paths.auth.login} />
  </>
);
