/**
 * Spec 2 and 9 give two narrow-screen thresholds; both are honoured: at 768 px or less the week is
 * a list and nothing else; up to 912 px it starts as a list with the calendar one toggle away;
 * wider screens start with the calendar.
 */
export const listOnlyMaxWidth = 768;
export const listByDefaultMaxWidth = 912;

export type WeekView = 'calendar' | 'list';

export interface WeekLayout {
  /** Whether the calendar/list toggle is offered. */
  canToggle: boolean;
  defaultView: WeekView;
}

export const weekLayoutFor = (width: number): WeekLayout => ({
  canToggle: width > listOnlyMaxWidth,
  defaultView: width > listByDefaultMaxWidth ? 'calendar' : 'list',
});

/** The view shown: the user's choice where a choice is offered, else the width's default. */
export const shownView = (layout: WeekLayout, chosen: WeekView | null): WeekView =>
  layout.canToggle && chosen ? chosen : layout.defaultView;

/** A stored calendar/list choice, if it is one (anything else: no choice yet). */
export const parseWeekView = (raw: string | null): WeekView | null =>
  raw === 'calendar' || raw === 'list' ? raw : null;
