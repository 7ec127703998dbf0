import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAuth } from '../../../auth/auth-context';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../routes/paths';
import { PasswordCard } from '../components/password-card';
import { PhotoCard } from '../components/photo-card';
import { ProfileCard } from '../components/profile-card';
import { SecondFactorCard } from '../components/second-factor-card';
import { SessionsCard } from '../components/sessions-card';

/** /dashboard/user/account: one's own name, occupation, email, photo, password, second factors and sessions. */
export const AccountPage = () => {
  const { user, refreshUser } = useAuth();
  if (!user) return null;
  // MFA_REQUIRED: nothing else until a second factor is enrolled.
  if (user.enrolmentRequired)
    return (
      <>
        <PageHeader title="Minha conta" crumbs={[{ name: 'Minha conta' }]} />
        <Alert severity="info" sx={{ mb: 3 }}>
          Para continuar, cadastre um segundo fator de verificação: o app autenticador ou uma chave
          de acesso.
        </Alert>
        <SecondFactorCard onEnrolled={() => void refreshUser()} />
      </>
    );
  return (
    <>
      <PageHeader
        title="Minha conta"
        crumbs={[{ name: 'Início', href: paths.dashboard.root }, { name: 'Minha conta' }]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <PhotoCard user={user} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <ProfileCard user={user} />
          <PasswordCard />
          <SecondFactorCard />
          <SessionsCard />
        </Box>
      </Box>
    </>
  );
};
