import { Button, HStack } from '@chakra-ui/react';
import { useRecipeTags } from '../api/get-recipe-tags';
import { maxTimeOptions, minRatingOptions, type RecipeListView } from '../utils/list-search-params';
import { formatMinutes } from '../utils/recipe-facts';
import { ChoiceSelect } from './choice-select';

interface ListFiltersProps {
  view: RecipeListView;
  /** A filter change also goes back to page 1. */
  onChange: (next: Partial<RecipeListView>) => void;
}

const ratingChoices = minRatingOptions.map((value) => ({ value, label: `${value} stars & up` }));
const timeChoices = maxTimeOptions.map((value) => ({ value, label: `${formatMinutes(value)} or less` }));

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
 * 'My recipes', Favourites, a tag, a minimum rating and a maximum total time: the filters people
 * expect of a recipe list.
 */
export const ListFilters = ({ view, onChange }: ListFiltersProps) => {
  const tags = useRecipeTags();
  // The chosen tag stays a choice while the tags load (or if no recipe has it any more).
  const tagChoices = [
    ...(view.tag && !tags.data?.some(({ tag }) => tag === view.tag) ? [view.tag] : []),
    ...(tags.data ?? []).map(({ tag }) => tag),
  ].map((tag) => ({ value: tag, label: tag }));
  return (
    // On a phone the filters are one row that scrolls sideways, so the recipes start higher up.
    <HStack
      gap="2"
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      py="1"
      css={{ '& > *': { flexShrink: 0 } }}
      role="group"
      aria-label="Filters"
    >
      <Button {...toggleLook(view.mine)} onClick={() => onChange({ mine: !view.mine, page: 1 })}>
        My recipes
      </Button>
      <Button
        {...toggleLook(view.favourites)}
        onClick={() => onChange({ favourites: !view.favourites, page: 1 })}
      >
        Favourites
      </Button>
      {tagChoices.length > 0 && (
        <ChoiceSelect
          aria-label="Tag"
          anyLabel="Any tag"
          size="sm"
          w="auto"
          value={view.tag}
          options={tagChoices}
          onChange={(tag) => onChange({ tag, page: 1 })}
        />
      )}
      <ChoiceSelect
        aria-label="Minimum rating"
        anyLabel="Any rating"
        size="sm"
        w="auto"
        value={view.minRating}
        options={ratingChoices}
        onChange={(minRating) => onChange({ minRating, page: 1 })}
      />
      <ChoiceSelect
        aria-label="Maximum total time"
        anyLabel="Any total time"
        size="sm"
        w="auto"
        value={view.maxTime}
        options={timeChoices}
        onChange={(maxTime) => onChange({ maxTime, page: 1 })}
      />
    </HStack>
  );
};
