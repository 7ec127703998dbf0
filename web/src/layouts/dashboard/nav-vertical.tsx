import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Logo } from '../../components/logo';
import { paths } from '../../routes/paths';
import { NAV_MINI_WIDTH, NAV_WIDTH } from './layout-config';
import { useNavConfig } from './nav-config';
import { NavSection } from './nav-section';
import { SHELL_TEXTS } from './shell-texts';

type NavVerticalProps = { collapsed: boolean; onToggle: () => void };

/**
 * The fixed sidebar of wide screens: 280 px, or 102 px collapsed. While collapsed, hovering it
 * (or moving the keyboard focus into it) shows it whole over the page without moving the page.
 */
export const NavVertical = ({ collapsed, onToggle }: NavVerticalProps) => {
  const navConfig = useNavConfig();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = !collapsed || hovered || focused;
  const width = expanded ? NAV_WIDTH : NAV_MINI_WIDTH;

  return (
    <>
      {/* Holds the page's room: the collapsed width even while the hover shows the whole sidebar. */}
      <Box
        sx={{
          flexShrink: 0,
          width: collapsed ? NAV_MINI_WIDTH : NAV_WIDTH,
          transition: 'width 200ms',
        }}
      />
      <Box
        component="nav"
        aria-label={SHELL_TEXTS.nav.main}
        data-collapsed={collapsed}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        // Keyboard focus expands it like a hover; a mouse click on the toggle must not.
        onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100vh',
          width,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          borderRight: `1px dashed ${theme.palette.divider}`,
          zIndex: theme.zIndex.appBar + 1,
          transition: theme.transitions.create('width', { duration: 200 }),
          boxShadow: collapsed && expanded ? theme.shadows[8] : 'none',
        })}
      >
        <Box
          sx={{
            px: expanded ? 3 : 0,
            py: 2.5,
            display: 'flex',
            justifyContent: expanded ? 'flex-start' : 'center',
          }}
        >
          <Logo to={paths.dashboard.root} showName={expanded} />
        </Box>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
          <NavSection sections={navConfig} mini={!expanded} />
        </Box>
        <IconButton
          size="small"
          onClick={() => {
            // A collapse shows at once; hovering expands it again only after the pointer re-enters.
            setHovered(false);
            setFocused(false);
            onToggle();
          }}
          aria-label={collapsed ? SHELL_TEXTS.nav.expand : SHELL_TEXTS.nav.collapse}
          aria-pressed={collapsed}
          sx={(theme) => ({
            position: 'absolute',
            top: 28,
            right: -13,
            width: 26,
            height: 26,
            p: 0,
            border: `1px solid ${theme.palette.divider}`,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
            transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
          })}
        >
          {collapsed ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
        </IconButton>
      </Box>
    </>
  );
};
