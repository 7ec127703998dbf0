import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

const IS_MAC = typeof navigator !== 'undefined' && /Mac OS X|iPhone|iPad/.test(navigator.userAgent);
const SHORTCUT = IS_MAC ? { label: '⌘K', aria: 'Meta+K' } : { label: 'Ctrl K', aria: 'Control+K' };

const isShortcut = (event: KeyboardEvent): boolean =>
  event.key.toLowerCase() === 'k' && (IS_MAC ? event.metaKey : event.ctrlKey) && !event.altKey;

/**
 * The top bar's search: a field-like button (an icon on phones) and Ctrl+K / ⌘K anywhere in the
 * dashboard open the command palette. The palette's code loads the first time it is wanted.
 */
export const GlobalSearch = () => {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A field that gives Ctrl+K a meaning of its own (a link in an editor) keeps it.
      if (event.defaultPrevented || !isShortcut(event)) return;
      // The browser's own Ctrl+K (its address bar search) would take the focus away.
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const triggerProps = {
    onClick: show,
    onMouseEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': SHORTCUT.aria,
  };

  return (
    <>
      <Tooltip title={`Buscar (${SHORTCUT.label})`}>
        <IconButton {...triggerProps} aria-label="Buscar" sx={{ display: { sm: 'none' } }}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <ButtonBase
        {...triggerProps}
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 1,
          width: 260,
          height: 40,
          px: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'body2',
          justifyContent: 'flex-start',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
          Buscar…
        </Box>
        <Box
          component="kbd"
          sx={{
            px: 0.75,
            py: 0.25,
            borderRadius: 0.75,
            bgcolor: 'action.selected',
            color: 'text.primary',
            fontFamily: 'inherit',
            fontSize: 12,
            fontWeight: 600,
          }}
        >
          {SHORTCUT.label}
        </Box>
      </ButtonBase>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
