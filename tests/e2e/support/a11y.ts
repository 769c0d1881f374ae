import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (axe's tags); the bar is no serious or critical finding. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe on what the page shows now and returns its serious or critical violations, each rule
 * with the elements it found and the fix axe suggests (empty when there are none).
 */
export const accessibilityFindings = async (page: Page): Promise<string[]> => {
  // Chakra's dialogs and menus animate in; axe would measure contrast mid-fade.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // One axe.run in the page itself: the app has no frames, so the default's per-frame runs joined
  // in a new blank page (a second page and a second copy of axe each time) would find the same.
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
          )
          .join('\n') +
        `\n    ${violation.helpUrl}`,
    );
};

/** Fails on any serious or critical violation axe finds on the page now; `label` names the screen. */
export const expectAccessible = async (page: Page, label: string) => {
  const findings = await accessibilityFindings(page);
  expect(findings, `Accessibility violations on ${label}:\n${findings.join('\n')}`).toEqual([]);
};

/**
 * Waits until a dialog shows and its opening animation has ended. A lazily loaded dialog may mount
 * after the step that opened it: checked too early, axe sees the page behind already aria-hidden
 * while the dialog is still transparent, and reports focusable content inside aria-hidden.
 */
export const expectDialogOpened = async (dialog: Locator) => {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await dialog.evaluate((element) =>
    Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
};
