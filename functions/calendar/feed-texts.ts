import ar from '#shared/i18n/messages/ar/feed.json' with { type: 'json' };
import de from '#shared/i18n/messages/de/feed.json' with { type: 'json' };
import en from '#shared/i18n/messages/en/feed.json' with { type: 'json' };
import es from '#shared/i18n/messages/es/feed.json' with { type: 'json' };
import fr from '#shared/i18n/messages/fr/feed.json' with { type: 'json' };
import it from '#shared/i18n/messages/it/feed.json' with { type: 'json' };
import nl from '#shared/i18n/messages/nl/feed.json' with { type: 'json' };
import pl from '#shared/i18n/messages/pl/feed.json' with { type: 'json' };
import ptBR from '#shared/i18n/messages/pt-BR/feed.json' with { type: 'json' };
import type { MealSlot } from '#shared/meal-plans/plan-rules';
import { createTranslator } from '../lib/i18n/translate';

/**
 * The calendar feed's own words (issue 26: area `feed`), in the feed owner's language. Only the
 * calendar function serves the feed, so only its bundle carries them.
 */
export const feedText = createTranslator({ en, de, fr, es, it, nl, pl, 'pt-BR': ptBR, ar });

/** The meal slots' names, by the key of each. */
export const slotKeys: Record<MealSlot, string> = {
  Breakfast: 'feed.breakfast',
  Lunch: 'feed.lunch',
  Dinner: 'feed.dinner',
  Snack: 'feed.snack',
};
