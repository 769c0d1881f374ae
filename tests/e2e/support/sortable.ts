import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves a sortable row from the keyboard. dnd-kit's keyboard sensor: Space picks the row up, arrows
 * move it, Space drops it. Each key waits for what a screen reader user hears before the next:
 * `moves` pairs each arrow with what it announces; `dropped` is what the drop announces.
 */
export const moveWithKeyboard = async (
  page: Page,
  handle: Locator,
  moves: [arrow: string, heard: string][],
  dropped: string,
) => {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The sensor listens for the arrows only from a timer it sets on pick-up (dnd-kit's KeyboardSensor
  // attaches its keydown listener in a setTimeout): an arrow sent before that timer ran was lost on a
  // busy machine. A timer of the page's own, set now, runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (const [arrow, heard] of moves) {
    await page.keyboard.press(arrow);
    await expect(page.getByText(heard)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(dropped)).toBeAttached();
};
