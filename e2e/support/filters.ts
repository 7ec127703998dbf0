import { expect, type Locator } from '@playwright/test';

/**
 * Unfolds the filters a phone keeps behind 'Filtros' and waits until they stop moving: a click
 * while the panel is still growing can land on the row above its target (the button itself).
 */
export const unfoldFilters = async (button: Locator) => {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = await button.getAttribute('aria-controls');
  await expect(button.page().locator(`[id="${panel}"]`)).toHaveClass(/MuiCollapse-entered/);
};
