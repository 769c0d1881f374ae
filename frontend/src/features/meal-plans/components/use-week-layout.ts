import { useSyncExternalStore } from 'react';
import {
  listByDefaultMaxWidth,
  listOnlyMaxWidth,
  type WeekLayout,
  weekLayoutFor,
} from '../utils/week-layout';

const listOnlyQuery = `(max-width: ${listOnlyMaxWidth}px)`;
const listByDefaultQuery = `(max-width: ${listByDefaultMaxWidth}px)`;

// One representative width per band, so the snapshot only changes when a threshold is crossed.
const bandWidth = (): number => {
  if (window.matchMedia(listOnlyQuery).matches) return listOnlyMaxWidth;
  if (window.matchMedia(listByDefaultQuery).matches) return listByDefaultMaxWidth;
  return listByDefaultMaxWidth + 1;
};

const subscribe = (onChange: () => void) => {
  const lists = [window.matchMedia(listOnlyQuery), window.matchMedia(listByDefaultQuery)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
};

const layouts = new Map<number, WeekLayout>();
const layoutOfBand = (width: number): WeekLayout => {
  let layout = layouts.get(width);
  if (!layout) {
    layout = weekLayoutFor(width);
    layouts.set(width, layout);
  }
  return layout;
};

/** The week's layout for the window's width, following it as the window is resized. */
export const useWeekLayout = (): WeekLayout => layoutOfBand(useSyncExternalStore(subscribe, bandWidth));
