import { Button, HStack } from '@chakra-ui/react';
import { t } from '#web/lib/i18n/t';
import { useRecipeTags } from '../api/get-recipe-tags';
import {
  maxTimeOptions,
  minRatingOptions,
  missingOptions,
  type RecipeListView,
} from '../utils/list-search-params';
import { formatMinutes, formatRating } from '../utils/recipe-facts';
import { ChoiceSelect } from './choice-select';

interface ListFiltersProps {
  view: RecipeListView;
  /** A filter change also goes back to page 1. */
  onChange: (next: Partial<RecipeListView>) => void;
}

/** The filters chosen from a list of values. */
type SelectFilter = 'tag' | 'minRating' | 'maxTime' | 'missing';

/** A toggle button's look: filled when on. */
const toggleLook = (on: boolean) =>
  ({
    size: 'sm',
    variant: on ? 'solid' : 'outline',
    colorPalette: on ? 'green' : 'gray',
    bg: on ? undefined : 'white',
    'aria-pressed': on,
  }) as const;

/**
 * 'My recipes', Favourites, a tag, a minimum rating, a maximum total time and what can be made from
 * the pantry: the filters people expect of a recipe list.
 */
export const ListFilters = ({ view, onChange }: ListFiltersProps) => {
  const tags = useRecipeTags();
  const ratingChoices = minRatingOptions.map((value) => ({
    value,
    label: t('recipes.starsAndUp', { stars: formatRating(value) }),
  }));
  const timeChoices = maxTimeOptions.map((value) => ({
    value,
    label: t('recipes.timeOrLess', { time: formatMinutes(value) }),
  }));
  const missingChoices = missingOptions.map((value) => ({
    value,
    label: value === 0 ? t('recipes.canMakeNow') : t('recipes.missingAtMost', { count: value }),
  }));
  // The chosen tag stays a choice while the tags load (or if no recipe has it any more).
  const tagChoices = [
    ...(view.tag && !tags.data?.some(({ tag }) => tag === view.tag) ? [view.tag] : []),
    ...(tags.data ?? []).map(({ tag }) => tag),
  ].map((tag) => ({ value: tag, label: tag }));
  /** A filter chosen from a list, named `label`; `anyLabel` leaves it off. */
  const select = <Filter extends SelectFilter>(
    filter: Filter,
    label: string,
    anyLabel: string,
    options: { value: NonNullable<RecipeListView[Filter]>; label: string }[],
  ) => (
    <ChoiceSelect
      key={filter}
      aria-label={label}
      anyLabel={anyLabel}
      size="sm"
      w="auto"
      value={view[filter]}
      options={options}
      onChange={(value) => onChange({ [filter]: value, page: 1 })}
    />
  );
  return (
    // On a phone the filters are one row that scrolls sideways, so the recipes start higher up.
    <HStack
      gap="2"
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      py="1"
      css={{ '& > *': { flexShrink: 0 } }}
      role="group"
      aria-label={t('recipes.filters')}
    >
      <Button {...toggleLook(view.mine)} onClick={() => onChange({ mine: !view.mine, page: 1 })}>
        {t('recipes.myRecipes')}
      </Button>
      <Button
        {...toggleLook(view.favourites)}
        onClick={() => onChange({ favourites: !view.favourites, page: 1 })}
      >
        {t('recipes.favourites')}
      </Button>
      {tagChoices.length > 0 && select('tag', t('recipes.tag'), t('recipes.anyTag'), tagChoices)}
      {select('minRating', t('recipes.minimumRating'), t('recipes.anyRating'), ratingChoices)}
      {select('maxTime', t('recipes.maximumTotalTime'), t('recipes.anyTotalTime'), timeChoices)}
      {select('missing', t('recipes.pantryFilter'), t('recipes.anyPantry'), missingChoices)}
    </HStack>
  );
};
