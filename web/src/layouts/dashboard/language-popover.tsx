import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../locales/i18n';
import { SHELL_TEXTS } from './shell-texts';

/** English / Deutsch / Français for the shell's generic texts; the choice is kept by i18n. */
export const LanguagePopover = () => {
  const { i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current =
    LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[1];
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
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === current.code}
            onClick={() => {
              void i18n.changeLanguage(language.code);
              setAnchor(null);
            }}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
