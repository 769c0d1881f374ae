import type { Locale } from '#shared/i18n/locales';
import ar from '#shared/i18n/messages/ar/planner.json' with { type: 'json' };
import de from '#shared/i18n/messages/de/planner.json' with { type: 'json' };
import en from '#shared/i18n/messages/en/planner.json' with { type: 'json' };
import es from '#shared/i18n/messages/es/planner.json' with { type: 'json' };
import fr from '#shared/i18n/messages/fr/planner.json' with { type: 'json' };
import it from '#shared/i18n/messages/it/planner.json' with { type: 'json' };
import nl from '#shared/i18n/messages/nl/planner.json' with { type: 'json' };
import pl from '#shared/i18n/messages/pl/planner.json' with { type: 'json' };
import ptBR from '#shared/i18n/messages/pt-BR/planner.json' with { type: 'json' };
import { createTranslator } from '../lib/i18n/translate';
import type { UnmetRule } from './week-planner';

const plannerText = createTranslator({ en, de, fr, es, it, nl, pl, 'pt-BR': ptBR, ar });

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
