import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import { chooseLanguage, LANGUAGES, useLanguage } from '../../locales/language';
import { SHELL_TEXTS } from './shell-texts';

/** English / Deutsch / Français for the template pages (the shell stays Portuguese); kept in storage. */
export const LanguagePopover = () => {
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current =
    LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[1];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={`${SHELL_TEXTS.language.label}: ${current.label}`}
        sx={{ color: 'text.secondary', minWidth: 0, px: 1 }}
      >
        {current.code.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option.code}
            lang={option.code}
            selected={option.code === current.code}
            onClick={() => {
              chooseLanguage(option.code);
              setAnchor(null);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
