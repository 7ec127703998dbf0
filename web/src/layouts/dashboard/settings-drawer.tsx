import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import { useNavigate } from 'react-router';
import { chooseLanguage, LANGUAGES, useLanguage } from '../../locales/language';
import { paths } from '../../routes/paths';
import { COLOR_PRESETS, THEME_COLORS } from '../../theme/presets';
import { useSettings } from '../../theme/settings-context';
import { SHELL_TEXTS } from './shell-texts';

const Block = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
    <Typography
      id={id}
      variant="overline"
      component="h3"
      sx={{ display: 'block', mb: 1, color: 'text.secondary' }}
    >
      {title}
    </Typography>
    {children}
  </Box>
);

/** `lang`: the language the label is in, when it is not Portuguese (a language's own name). */
type Option<T extends string> = { value: T; label: string; icon?: ReactElement; lang?: string };

/** Two or more exclusive choices; choosing the selected one again keeps it. */
const OptionToggle = <T extends string>({
  labelledBy,
  value,
  options,
  onChange,
}: {
  labelledBy: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) => (
  <ToggleButtonGroup
    exclusive
    fullWidth
    value={value}
    onChange={(_event, next: T | null) => next && onChange(next)}
    aria-labelledby={labelledBy}
  >
    {options.map((option) => (
      <ToggleButton key={option.value} value={option.value} lang={option.lang} sx={{ gap: 1 }}>
        {option.icon} {option.label}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);

/**
 * Mode, direction, colour preset and stretch; every change is kept by the settings provider. Below
 * them, out of the daily path, the demonstration pages: their language (the product's own texts
 * are Portuguese whatever it says) and 'Modelos de interface', their index.
 */
export const SettingsDrawer = () => {
  const settings = useSettings();
  const language = useLanguage();
  const navigate = useNavigate();
  const close = () => settings.setDrawerOpen(false);

  return (
    <Drawer
      anchor="right"
      open={settings.drawerOpen}
      onClose={close}
      slotProps={{
        paper: { sx: { width: 320, p: 3 }, role: 'dialog', 'aria-labelledby': 'settings-title' },
        backdrop: { invisible: true },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
        <Typography id="settings-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {SHELL_TEXTS.settings.title}
        </Typography>
        <IconButton onClick={close} aria-label={SHELL_TEXTS.settings.close}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Block id="settings-mode" title={SHELL_TEXTS.settings.mode}>
        <OptionToggle
          labelledBy="settings-mode"
          value={settings.themeMode}
          onChange={(themeMode) => settings.update({ themeMode })}
          options={[
            {
              value: 'light',
              label: SHELL_TEXTS.settings.light,
              icon: <LightModeOutlined fontSize="small" />,
            },
            {
              value: 'dark',
              label: SHELL_TEXTS.settings.dark,
              icon: <DarkModeOutlined fontSize="small" />,
            },
          ]}
        />
      </Block>

      <Block id="settings-direction" title={SHELL_TEXTS.settings.direction}>
        <OptionToggle
          labelledBy="settings-direction"
          value={settings.themeDirection}
          onChange={(themeDirection) => settings.update({ themeDirection })}
          options={[
            {
              value: 'ltr',
              label: SHELL_TEXTS.settings.ltr,
              icon: <FormatTextdirectionLToR fontSize="small" />,
            },
            {
              value: 'rtl',
              label: SHELL_TEXTS.settings.rtl,
              icon: <FormatTextdirectionRToL fontSize="small" />,
            },
          ]}
        />
      </Block>

      <Block id="settings-color" title={SHELL_TEXTS.settings.color}>
        <ToggleButtonGroup
          exclusive
          value={settings.themeColor}
          onChange={(_e, value: typeof settings.themeColor | null) =>
            value && settings.update({ themeColor: value })
          }
          aria-labelledby="settings-color"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
        >
          {THEME_COLORS.map((color) => (
            <ToggleButton
              key={color}
              value={color}
              aria-label={SHELL_TEXTS.colors[color]}
              sx={{
                height: 56,
                border: (theme) => `1px solid ${theme.palette.divider} !important`,
                borderRadius: '8px !important',
              }}
            >
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: COLOR_PRESETS[color].main,
                }}
              />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Block>

      <Block id="settings-stretch" title={SHELL_TEXTS.settings.stretch}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.themeStretch}
              onChange={(event) => settings.update({ themeStretch: event.target.checked })}
            />
          }
          label={SHELL_TEXTS.settings.stretchHint}
        />
      </Block>

      <Block id="settings-demo" title={SHELL_TEXTS.demo.title}>
        <Typography id="settings-language" variant="body2" sx={{ mb: 1 }}>
          {SHELL_TEXTS.demo.language}
        </Typography>
        <OptionToggle
          labelledBy="settings-language"
          value={language}
          onChange={chooseLanguage}
          options={LANGUAGES.map(({ code, label }) => ({ value: code, label, lang: code }))}
        />
        <Button
          color="inherit"
          startIcon={<WebOutlined />}
          onClick={() => {
            close();
            navigate(paths.dashboard.interfaceTemplates);
          }}
          sx={{ mt: 1 }}
        >
          {SHELL_TEXTS.demo.templates}
        </Button>
      </Block>

      <Button variant="outlined" color="inherit" onClick={settings.reset} sx={{ mt: 'auto' }}>
        {SHELL_TEXTS.settings.reset}
      </Button>
    </Drawer>
  );
};
