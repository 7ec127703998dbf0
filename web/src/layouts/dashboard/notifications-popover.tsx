import { useState, useSyncExternalStore } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { notificationsStore, type AppNotification } from '../../lib/notifications-store';
import { SHELL_TEXTS } from './shell-texts';

/**
 * The bell: the notifications kept in browser storage. Opening it marks them read; those that
 * were unread stay highlighted while it is open. "Mark all as read" covers what arrives meanwhile.
 */
export const NotificationsPopover = () => {
  const navigate = useNavigate();
  const notifications = useSyncExternalStore(
    notificationsStore.subscribe,
    notificationsStore.getSnapshot,
  );
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Opening the bell marks its notifications read (spec section 4); while it stays open, those it
  // marked still count as unread, so the count and the 'new' marks tell the same.
  const [seenOnOpen, setSeenOnOpen] = useState<Set<string>>(new Set());
  const badge = notifications.filter((n) => !n.read).length;
  const unreadIds = new Set(
    notifications.filter((n) => !n.read || seenOnOpen.has(n.id)).map((n) => n.id),
  );
  const unread = unreadIds.size;

  const open = (target: HTMLElement) => {
    setSeenOnOpen(new Set(notifications.filter((n) => !n.read).map((n) => n.id)));
    setAnchor(target);
    notificationsStore.markAllRead();
  };
  const markAllRead = () => {
    setSeenOnOpen(new Set());
    notificationsStore.markAllRead();
  };
  const choose = (notification: AppNotification) => {
    setAnchor(null);
    if (notification.link) navigate(notification.link);
  };

  return (
    <>
      <IconButton
        onClick={(event) => open(event.currentTarget)}
        aria-label={SHELL_TEXTS.notifications.open}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={badge} color="error">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
            role: 'dialog',
            'aria-label': SHELL_TEXTS.notifications.title,
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', py: 2, pl: 2.5, pr: 1.5 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {SHELL_TEXTS.notifications.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
              {SHELL_TEXTS.notifications.unread(unread)}
            </Typography>
          </Box>
          <Tooltip title={SHELL_TEXTS.notifications.markAllRead}>
            <span>
              <IconButton
                color="primary"
                onClick={markAllRead}
                disabled={unread === 0}
                aria-label={SHELL_TEXTS.notifications.markAllRead}
              >
                <DoneAll />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <Divider />
        {notifications.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            {SHELL_TEXTS.notifications.empty}
          </Typography>
        ) : (
          <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {notifications.map((notification) => {
              const fresh = unreadIds.has(notification.id);
              return (
                <ListItem key={notification.id} disablePadding>
                  <ListItemButton
                    onClick={() => choose(notification)}
                    sx={(theme) => ({
                      alignItems: 'flex-start',
                      px: 2.5,
                      py: 1.5,
                      borderLeft: `4px solid ${fresh ? theme.palette.primary.main : 'transparent'}`,
                    })}
                  >
                    <ListItemText
                      primary={notification.message}
                      secondary={
                        <>
                          {formatDateTime(notification.time)}
                          {fresh && (
                            <Box component="span" sx={{ ml: 1, fontWeight: 700 }}>
                              · {SHELL_TEXTS.notifications.new}
                            </Box>
                          )}
                        </>
                      }
                      slotProps={{
                        primary: { variant: 'body2', sx: { fontWeight: fresh ? 700 : 400 } },
                        secondary: { variant: 'caption', sx: { color: 'text.secondary' } },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
};
