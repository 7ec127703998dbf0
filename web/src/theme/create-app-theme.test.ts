import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST } from './accessible-color';
import { createAppTheme } from './create-app-theme';
import { THEME_COLORS } from './presets';

describe('the app theme', () => {
  it('has neutral panels, set apart from the paper, on which every preset’s text reads at AA', () => {
    for (const themeMode of ['light', 'dark'] as const) {
      for (const themeColor of THEME_COLORS) {
        const { palette } = createAppTheme({ themeMode, themeDirection: 'ltr', themeColor });
        const { neutral, paper } = palette.background;
        expect(neutral).not.toBe(paper);
        for (const text of [palette.primary.main, palette.text.primary, palette.text.secondary]) {
          for (const background of [neutral, paper]) {
            expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          }
        }
      }
    }
  });
});
