import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the running finite CSS transitions and animations (a menu or drawer opening): axe
 * measures colours as painted, and a half-faded menu reads as low contrast. Spinners loop for
 * ever, so infinite animations are left alone.
 */
const transitionsSettled = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export const expectNoSeriousA11yViolations = async (page: Page): Promise<void> => {
  await transitionsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
};
