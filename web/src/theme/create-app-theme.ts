import { ptBR } from '@mui/material/locale';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { accessibleRamp, MIN_TEXT_CONTRAST } from './accessible-color';
import { COLOR_PRESETS, GREY, STATUS_COLORS, type ColorRamp } from './presets';
import type { Settings } from './settings-storage';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- MUI palette augmentation needs interfaces */
declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface TypeBackground {
    /** Panels set into a page or card: the board's columns, a checkout's summary. */
    neutral: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const FONT_FAMILY =
  '"Public Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const BACKGROUNDS = {
  light: { default: '#FFFFFF', paper: '#FFFFFF', neutral: GREY[200] },
  // Dark neutral: the preset's text colours still read at AA on it (#28323D did not).
  dark: { default: GREY[900], paper: GREY[800], neutral: '#222B35' },
} as const;

/** The whole theme from the persisted settings: mode, direction and colour preset. */
export type ThemeSettings = Pick<Settings, 'themeMode' | 'themeDirection' | 'themeColor'>;

export const createAppTheme = ({
  themeMode: mode,
  themeDirection,
  themeColor,
}: ThemeSettings): Theme => {
  const background = BACKGROUNDS[mode];
  // Text sits on paper and on neutral panels; neutral is the harder of the two in either mode
  // (darker than paper in light, lighter in dark), so a colour that reads on it reads on both.
  const ramp = (r: ColorRamp) => accessibleRamp(r, mode, background.neutral);
  const isLight = mode === 'light';

  return createTheme(
    {
      direction: themeDirection,
      palette: {
        mode,
        contrastThreshold: MIN_TEXT_CONTRAST,
        primary: ramp(COLOR_PRESETS[themeColor]),
        secondary: ramp(COLOR_PRESETS.purple),
        info: ramp(STATUS_COLORS.info),
        success: ramp(STATUS_COLORS.success),
        warning: ramp(STATUS_COLORS.warning),
        error: ramp(STATUS_COLORS.error),
        grey: GREY,
        divider: alpha(GREY[500], 0.2),
        text: isLight
          ? { primary: GREY[800], secondary: GREY[600], disabled: GREY[500] }
          : { primary: '#FFFFFF', secondary: GREY[500], disabled: GREY[600] },
        background,
        action: { hover: alpha(GREY[500], 0.08), selected: alpha(GREY[500], 0.16) },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: FONT_FAMILY,
        h1: { fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.25 },
        h2: { fontWeight: 800, fontSize: '2rem', lineHeight: 1.33 },
        h3: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.5 },
        h4: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
        h5: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.5 },
        h6: { fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.55 },
        subtitle1: { fontWeight: 600 },
        subtitle2: { fontWeight: 600, fontSize: '0.875rem' },
        overline: { fontWeight: 700, fontSize: '0.75rem', letterSpacing: 1.1 },
        button: { fontWeight: 700, textTransform: 'none' },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: {
          styleOverrides: {
            root: {
              borderRadius: 16,
              backgroundImage: 'none',
              boxShadow: `0 0 2px 0 ${alpha(isLight ? GREY[500] : '#000', 0.2)}, 0 12px 24px -4px ${alpha(isLight ? GREY[500] : '#000', 0.12)}`,
            },
          },
        },
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        // A ticked row stays faint enough for the secondary texts in it to keep their contrast (AA).
        MuiTableRow: {
          styleOverrides: {
            root: {
              '&.Mui-selected': { backgroundColor: alpha(COLOR_PRESETS[themeColor].main, 0.04) },
              '&.Mui-selected:hover': {
                backgroundColor: alpha(COLOR_PRESETS[themeColor].main, 0.05),
              },
            },
          },
        },
        MuiTooltip: {
          styleOverrides: { tooltip: { backgroundColor: isLight ? GREY[800] : GREY[700] } },
        },
        // Every chart in the chosen colour: its first series the preset, the next ones its shades
        // and the secondary's.
        MuiChartsDataProvider: {
          defaultProps: {
            colors: [
              COLOR_PRESETS[themeColor].main,
              COLOR_PRESETS[themeColor].darker,
              COLOR_PRESETS.purple.main,
              COLOR_PRESETS[themeColor].light,
            ],
          },
        },
      },
    },
    // Product texts of MUI's own components (pagination, pickers' buttons) in Portuguese.
    ptBR,
  );
};
