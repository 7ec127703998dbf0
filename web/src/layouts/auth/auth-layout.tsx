import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../routes/paths';

/** Login and the other account screens: the hub's message on the side, the form in the middle. */
export const AuthLayout = ({ children }: { children?: ReactNode }) => (
  <Box sx={{ display: 'flex', minHeight: '100vh' }}>
    <Box
      component="aside"
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        width: 480,
        flexShrink: 0,
        px: 6,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.08 : 0.12),
      })}
    >
      <Typography variant="h3" component="p">
        Bem-vindo ao back-office do Hub de Recrutamento
      </Typography>
      <Typography>
        Empresas, profissionais, processos seletivos e mensagens do conselho em um só lugar.
      </Typography>
    </Box>
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: { xs: 2, md: 5 }, py: 3 }}>
        <Logo to={paths.root} />
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          pb: 8,
        }}
      >
        <Box sx={{ width: 1, maxWidth: 420 }}>{children ?? <Outlet />}</Box>
      </Box>
    </Box>
  </Box>
);
