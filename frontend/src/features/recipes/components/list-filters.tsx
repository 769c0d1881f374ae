import { Button, HStack } from '@chakra-ui/react';
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

/** 'My recipes', a minimum rating and a maximum total time: the filters people expect of a recipe list. */
export const ListFilters = ({ view, onChange }: ListFiltersProps) => (
  <HStack gap="2" wrap="wrap" role="group" aria-label="Filters">
    <Button
      size="sm"
      variant={view.mine ? 'solid' : 'outline'}
      colorPalette={view.mine ? 'green' : 'gray'}
      bg={view.mine ? undefined : 'white'}
      aria-pressed={view.mine}
      onClick={() => onChange({ mine: !view.mine, page: 1 })}
    >
      My recipes
    </Button>
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
