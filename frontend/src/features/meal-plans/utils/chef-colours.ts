import { avatarColourOf } from '#web/lib/avatar';

/** The default green (CSS 'green', #008000) needs white text. */
const defaultTextColour = 'white';

/** Relative luminance of a #rrggbb colour (WCAG 2). */
const channelWeights = [
  [1, 0.2126],
  [3, 0.7152],
  [5, 0.0722],
] as const;
const luminance = (hex: string): number =>
  channelWeights.reduce((sum, [start, weight]) => {
    const c = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return sum + weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);

/**
 * A chef's pill: the chef's avatar colour (green when none), with black or white text, whichever
 * contrasts more with it, since users choose any colour.
 */
export const chefPillColours = (avatar: string | null | undefined): { bg: string; color: string } => {
  const bg = avatarColourOf(avatar);
  if (!bg.startsWith('#')) return { bg, color: defaultTextColour };
  const light = luminance(bg);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they meet at L ≈ 0.179.
  return { bg, color: light > 0.179 ? 'black' : 'white' };
};
