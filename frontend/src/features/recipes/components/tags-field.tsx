import { Box, CloseButton, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { type Control, type FieldErrors, useController } from 'react-hook-form';
import { maxTags, type RecipeFields, type RecipeInput } from '#shared/recipes/recipe-schemas';
import { t } from '#web/lib/i18n/t';
import { useRecipeTags } from '../api/get-recipe-tags';

interface TagsFieldProps {
  control: Control<RecipeInput, unknown, RecipeFields>;
  errors: FieldErrors<RecipeInput>;
}

/** The first message of the tags or of one of them. */
const tagsError = (errors: FieldErrors<RecipeInput>) => {
  const tags = errors.tags as
    | ({ message?: string } & Record<number, { message?: string } | undefined>)
    | undefined;
  if (!tags) return undefined;
  if (tags.message) return tags.message;
  return Object.keys(tags)
    .filter((key) => /^\d+$/.test(key))
    .map((key) => tags[Number(key)]?.message)
    .find(Boolean);
};

/**
 * Free-text tags, typed one at a time (Enter or a comma adds one), with the tags other recipes use
 * as suggestions; each shows as a chip that can be taken off.
 */
export const TagsField = ({ control, errors }: TagsFieldProps) => {
  const { field } = useController({ control, name: 'tags' });
  const tags = field.value ?? [];
  const [typed, setTyped] = useState('');
  const suggestions = useRecipeTags();
  const listId = useId();
  /** Adds each comma-separated tag of the text that the recipe does not have yet (in any case). */
  const addTags = (text: string) => {
    const next = [...tags];
    for (const part of text.split(',')) {
      const tag = part.trim();
      if (tag && !next.some((other) => other.toLowerCase() === tag.toLowerCase())) next.push(tag);
    }
    if (next.length > tags.length) field.onChange(next);
  };
  const addTyped = () => {
    addTags(typed);
    setTyped('');
  };
  const error = tagsError(errors);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('recipes.tags')}</Field.Label>
      {tags.length > 0 && (
        <HStack as="ul" aria-label={t('recipes.chosenTags')} gap="2" wrap="wrap" listStyle="none" mb="1">
          {tags.map((tag) => (
            <HStack
              as="li"
              key={tag}
              gap="0"
              ps="2"
              rounded="full"
              bg="green.50"
              color="green.900"
              fontSize="sm"
            >
              <Text as="span" overflowWrap="anywhere">
                {tag}
              </Text>
              <CloseButton
                size="2xs"
                aria-label={t('recipes.removeTag', { tag })}
                onClick={() => field.onChange(tags.filter((other) => other !== tag))}
              />
            </HStack>
          ))}
        </HStack>
      )}
      <Input
        list={listId}
        autoComplete="off"
        placeholder={
          tags.length >= maxTags ? t('recipes.atMostTags', { count: maxTags }) : t('recipes.tagsPlaceholder')
        }
        disabled={tags.length >= maxTags}
        value={typed}
        onChange={(event) => {
          // A comma ends a tag: what comes before it is added, what comes after stays typed.
          const parts = event.target.value.split(',');
          const rest = parts.pop() ?? '';
          if (parts.length > 0) addTags(parts.join(','));
          setTyped(rest);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter adds the tag; it does not submit the recipe.
            event.preventDefault();
            addTyped();
          }
        }}
        onBlur={() => {
          addTyped();
          field.onBlur();
        }}
      />
      <Box as="datalist" id={listId}>
        {(suggestions.data ?? [])
          .filter(({ tag }) => !tags.includes(tag))
          .map(({ tag }) => (
            <option key={tag} value={tag} />
          ))}
      </Box>
      <Field.HelperText>{t('recipes.tagsHelp')}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
};
