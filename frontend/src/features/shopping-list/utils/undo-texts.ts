import { t } from '#web/lib/i18n/t';

/** The texts of the Undo message (issue 16): what was just done, which Undo takes back. */
export const removedText = (name: string) => t('shopping.undoRemoved', { name });
export const tickedText = (name: string) => t('shopping.undoTicked', { name });
export const clearedText = (count: number) => t('shopping.undoCleared', { count });
