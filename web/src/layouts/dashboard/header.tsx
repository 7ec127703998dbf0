import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { RunningImports } from '../../features/imports/components/running-imports';
import { GlobalSearch } from '../../features/search/components/global-search';
import { useNotificationsFeed } from '../../lib/notifications-feed';
import { useSettings } from '../../theme/settings-context';
import { AccountPopover } from './account-popover';
import { HEADER_HEIGHT, NAV_BREAKPOINT } from './layout-config';
import { NotificationsPopover } from './notifications-popover';
import { SHELL_TEXTS } from './shell-texts';

/**
 * Top bar: the menu button on narrow screens, the search, then notifications, appearance, account.
 * The demonstration pages' language is in the appearance drawer: it changes nothing of the product.
 */
export const Header = ({ onOpenNav }: { onOpenNav: () => void }) => {
  const { setDrawerOpen } = useSettings();
  useNotificationsFeed();
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.default, 0.9),
        backdropFilter: 'blur(6px)',
        color: 'text.primary',
      })}
    >
      <Toolbar
        sx={{
          minHeight: { xs: HEADER_HEIGHT.mobile, [NAV_BREAKPOINT]: HEADER_HEIGHT.desktop },
          gap: 1,
          px: { xs: 2, [NAV_BREAKPOINT]: 5 },
        }}
      >
        <IconButton
          onClick={onOpenNav}
          aria-label={SHELL_TEXTS.nav.open}
          sx={{ display: { [NAV_BREAKPOINT]: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <GlobalSearch />
        <Box sx={{ flexGrow: 1 }} />
        <RunningImports />
        <NotificationsPopover />
        <IconButton onClick={() => setDrawerOpen(true)} aria-label={SHELL_TEXTS.settings.open}>
          <SettingsOutlined />
        </IconButton>
        <AccountPopover />
      </Toolbar>
    </AppBar>
  );
};
