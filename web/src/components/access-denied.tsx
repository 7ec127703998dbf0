import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '../routes/paths';

/** What a page the access profile does not allow shows instead of itself: never an empty screen. */
export const AccessDenied = () => (
  <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
    <LockOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
    <Typography variant="h4" component="h1">
      Acesso negado
    </Typography>
    <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
      Seu perfil de acesso não permite abrir esta página. Se precisar dela no seu trabalho, peça a
      um administrador que ajuste o seu perfil.
    </Typography>
    <Button variant="contained" component={RouterLink} to={paths.dashboard.dashboarding}>
      Voltar ao início
    </Button>
  </Stack>
);
