import type { Locale } from '#shared/i18n/locales';
import { createTranslator } from '../lib/i18n/translate';
import type { UnmetRule } from './week-planner';

const plannerText = createTranslator('planner');

/** The sentence naming a rule the proposal could not keep, in the caller's language (area `planner`). */
export const unmetText = (locale: Locale, unmet: UnmetRule): string => {
  switch (unmet.rule) {
    case 'tagMin':
      return plannerText(locale, 'planner.unmetTagMin', { tag: unmet.tag, min: unmet.min });
    case 'tagMax':
      return plannerText(locale, 'planner.unmetTagMax', { tag: unmet.tag, max: unmet.max });
    case 'noRepeatDays':
      return plannerText(locale, 'planner.unmetNoRepeat', { days: unmet.days });
    case 'maxTotalTime':
      return plannerText(locale, 'planner.unmetMaxTime', { weekday: unmet.weekday, minutes: unmet.minutes });
    case 'noRecipes':
      return plannerText(locale, 'planner.unmetNoRecipes');
  }
};

export type UnmetText = typeof unmetText;
