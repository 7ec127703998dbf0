import Box from '@mui/material/Box';
import { useAuth } from '../../../auth/auth-context';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../routes/paths';
import { PasswordCard } from '../components/password-card';
import { PhotoCard } from '../components/photo-card';
import { ProfileCard } from '../components/profile-card';

/** /dashboard/user/account: one's own name, occupation, email, photo and password. */
export const AccountPage = () => {
  const { user } = useAuth();
  if (!user) return null;
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
        </Box>
      </Box>
    </>
  );
};
