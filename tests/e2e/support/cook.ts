import type { Locator } from '@playwright/test';
import { type SeedRecipe, uniqueName } from './recipes';

/** A recipe of two short steps, for the tests that turn cook mode's pages. */
export const twoStepToast = (): SeedRecipe => ({
  name: uniqueName('Two-step toast'),
  instructions: ['Toast the bread.', 'Butter it.'],
});

/** A finger's swipe across the target, from one x to another (page coordinates), as touch pointer events. */
export const swipe = async (target: Locator, fromX: number, toX: number) => {
  const box = await target.boundingBox();
  const at = { pointerType: 'touch', clientY: (box?.y ?? 0) + 5, isPrimary: true };
  await target.dispatchEvent('pointerdown', { ...at, clientX: fromX });
  await target.dispatchEvent('pointerup', { ...at, clientX: toX });
};
