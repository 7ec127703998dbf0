import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { Logo } from '../../components/logo';
import { paths } from '../../routes/paths';
import { NAV_WIDTH } from './layout-config';
import { useNavConfig } from './nav-config';
import { NavSection } from './nav-section';
import { SHELL_TEXTS } from './shell-texts';

/** Narrow screens: the whole sidebar in a drawer; choosing a page closes it. */
export const NavMobile = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navConfig = useNavConfig();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}>
      <Box component="nav" aria-label={SHELL_TEXTS.nav.main}>
        <Box sx={{ px: 3, py: 2.5 }}>
          <Logo to={paths.dashboard.root} />
        </Box>
        <NavSection sections={navConfig} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
};
