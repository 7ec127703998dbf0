import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha, type Theme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavItem, NavLeaf, NavSection as NavSectionConfig } from './nav-config';

export const isPathActive = (path: string, pathname: string): boolean =>
  pathname === path || pathname.startsWith(`${path}/`);

const isItemActive = (item: NavItem, pathname: string): boolean =>
  isPathActive(item.path, pathname) ||
  (item.children ?? []).some((child) => isPathActive(child.path, pathname));

const activeSx = (theme: Theme) => ({
  color: 'primary.main',
  bgcolor: alpha(theme.palette.primary.main, 0.08),
  '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.16) },
});

const NavChild = ({
  item,
  pathname,
  onNavigate,
}: {
  item: NavLeaf;
  pathname: string;
  onNavigate?: () => void;
}) => {
  const active = isPathActive(item.path, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        sx={[
          { minHeight: 36, borderRadius: 1, pl: 7, color: 'text.secondary' },
          active && { color: 'text.primary' },
        ]}
      >
        <ListItemText
          primary={item.title}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
};

const NavItemFull = ({
  item,
  pathname,
  onNavigate,
}: {
  item: NavItem;
  pathname: string;
  onNavigate?: () => void;
}) => {
  const active = isItemActive(item, pathname);
  const [open, setOpen] = useState(active);
  // Opens the group when navigation lands inside it (state derived from the previous render).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const common = [
    { minHeight: 44, borderRadius: 1, color: 'text.secondary', mb: 0.5 },
    active && activeSx,
  ] as const;
  const icon = <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{item.icon}</ListItemIcon>;
  const label = (
    <ListItemText
      primary={item.title}
      slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
    />
  );

  if (!item.children) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component={RouterLink}
          to={item.path}
          onClick={onNavigate}
          aria-current={isPathActive(item.path, pathname) ? 'page' : undefined}
          sx={[...common]}
        >
          {icon}
          {label}
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={[...common]}
      >
        {icon}
        {label}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding sx={{ mb: 0.5 }}>
          {item.children.map((child) => (
            <NavChild key={child.path} item={child} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
};

/** Collapsed sidebar: the icon with a short caption; an item with children opens its first child. */
const NavItemMini = ({ item, pathname }: { item: NavItem; pathname: string }) => {
  const active = isItemActive(item, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.children?.[0]?.path ?? item.path}
        aria-current={active ? 'page' : undefined}
        sx={[
          {
            flexDirection: 'column',
            gap: 0.5,
            py: 1,
            px: 0.5,
            mb: 0.5,
            borderRadius: 1,
            color: 'text.secondary',
            textAlign: 'center',
          },
          active && activeSx,
        ]}
      >
        <Box sx={{ display: 'flex', color: 'inherit' }}>{item.icon}</Box>
        <Box
          component="span"
          sx={{
            fontSize: 10,
            lineHeight: '14px',
            fontWeight: 600,
            width: 1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {item.title}
        </Box>
      </ListItemButton>
    </ListItem>
  );
};

type NavSectionProps = { sections: NavSectionConfig[]; mini?: boolean; onNavigate?: () => void };

export const NavSection = ({ sections, mini = false, onNavigate }: NavSectionProps) => {
  const { pathname } = useLocation();
  return (
    <Box sx={{ px: mini ? 1 : 2 }}>
      {sections.map((section) => (
        <List
          key={section.subheader}
          disablePadding
          aria-label={section.subheader}
          subheader={
            mini ? undefined : (
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  px: 1.5,
                  fontSize: 11,
                  fontWeight: 700,
                  textTransform: 'uppercase',
                  letterSpacing: 1,
                  color: 'text.secondary',
                  lineHeight: '36px',
                }}
              >
                {section.subheader}
              </ListSubheader>
            )
          }
          sx={{ mb: mini ? 1 : 2 }}
        >
          {section.items.map((item) =>
            mini ? (
              <NavItemMini key={item.title} item={item} pathname={pathname} />
            ) : (
              <NavItemFull
                key={item.title}
                item={item}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ),
          )}
        </List>
      ))}
    </Box>
  );
};
