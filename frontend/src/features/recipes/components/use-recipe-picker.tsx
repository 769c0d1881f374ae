import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import type { RecipePickRequest } from './recipe-picker-dialog';

// The picker loads when first wanted, not with the page that offers it.
const recipePicker = lazyDialog(() => import('./recipe-picker-dialog'));

export type { RecipePickRequest };

/** A recipe picker for another feature's screen: `open` it with what picking means there. */
export const useRecipePicker = () =>
  useLazyDialog(recipePicker, (request: RecipePickRequest) => ({ request }));
