import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../lib/toast';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { paths } from '../../routes/paths';
import { SHELL_TEXTS } from './shell-texts';

/** The spec's account menu: Início, Configuração and Sair. */
export const AccountPopover = () => {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.superAdmin.name ?? '';

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const signOut = async () => {
    setAnchor(null);
    try {
      await logout();
      navigate(paths.auth.login, { replace: true });
    } catch {
      enqueueSnackbar('Unable to logout', { variant: 'error' });
    }
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={SHELL_TEXTS.account.open}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user?.photoUrl ?? undefined}
          alt={name}
          // The initial on the theme's darkest primary: above 7:1 in every colour preset.
          sx={{ width: 36, height: 36, bgcolor: 'primary.darker', color: 'common.white' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList autoFocusItem aria-label={SHELL_TEXTS.account.open}>
          <MenuItem onClick={() => go(paths.dashboard.root)}>Início</MenuItem>
          <MenuItem onClick={() => go(paths.dashboard.user.account)}>Configuração</MenuItem>
          <Divider />
          <MenuItem onClick={() => void signOut()} sx={{ color: 'error.main', fontWeight: 600 }}>
            Sair
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
};
