import { getContrastRatio } from '@mui/material/styles';
import type { ColorRamp } from './presets';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The ramp's main colour as used for text and fills: the preset's own `main` when it reads at
 * AA against the page background, else the nearest darker (light mode) or lighter (dark mode)
 * step that does. Light presets such as #00A76F are too pale for text on white.
 */
export const accessibleRamp = (
  ramp: ColorRamp,
  mode: 'light' | 'dark',
  background: string,
): ColorRamp => {
  const steps =
    mode === 'light' ? [ramp.main, ramp.dark, ramp.darker] : [ramp.main, ramp.light, ramp.lighter];
  const main =
    steps.find((color) => getContrastRatio(color, background) >= MIN_TEXT_CONTRAST) ??
    steps[steps.length - 1] ??
    ramp.main;
  return { ...ramp, main };
};
