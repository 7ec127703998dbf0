import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { accessibleRamp, MIN_TEXT_CONTRAST } from './accessible-color';
import { COLOR_PRESETS, THEME_COLORS } from './presets';

describe('accessible colour ramps', () => {
  it('keeps a preset main that already reads on the background', () => {
    expect(accessibleRamp(COLOR_PRESETS.purple, 'light', '#FFFFFF').main).toBe('#7635DC');
  });

  it('darkens the pale default green on white and keeps it on dark paper', () => {
    expect(accessibleRamp(COLOR_PRESETS.default, 'light', '#FFFFFF').main).toBe(
      COLOR_PRESETS.default.dark,
    );
    expect(accessibleRamp(COLOR_PRESETS.default, 'dark', '#1C252E').main).toBe(
      COLOR_PRESETS.default.main,
    );
  });

  it('reaches AA contrast for every preset in both modes', () => {
    for (const color of THEME_COLORS) {
      expect(
        getContrastRatio(accessibleRamp(COLOR_PRESETS[color], 'light', '#FFFFFF').main, '#FFFFFF'),
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(
        getContrastRatio(accessibleRamp(COLOR_PRESETS[color], 'dark', '#1C252E').main, '#1C252E'),
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
