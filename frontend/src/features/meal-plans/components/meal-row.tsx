import { Flex, IconButton, Link, type LinkProps } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/config/paths';

/**
 * A meal in a day's list (planned or proposed): what it is beside its buttons, or, in the
 * calendar's narrow column, on a line of its own: beside the buttons it would be split letter by
 * letter.
 */
export const MealRow = ({ compact, ...props }: ComponentProps<typeof Flex> & { compact: boolean }) => (
  <Flex
    as="li"
    direction={compact ? 'column' : 'row'}
    justify="space-between"
    align={compact ? 'stretch' : 'center'}
    gap="1"
    py="1"
    ps="2"
    pe="1"
    {...props}
  />
);

interface MealRecipeLinkProps extends Omit<LinkProps, 'children'> {
  recipeId: string;
  name: string;
  compact: boolean;
}

/** The meal's recipe by name, a link to its page; smaller in the calendar's narrow column. */
export const MealRecipeLink = ({ recipeId, name, compact, ...props }: MealRecipeLinkProps) => (
  <Link
    asChild
    color="green.800"
    fontWeight="medium"
    fontSize={compact ? 'xs' : 'sm'}
    overflowWrap="break-word"
    hyphens="auto"
    {...props}
  >
    <RouterLink to={paths.recipe.getHref(recipeId)}>{name}</RouterLink>
  </Link>
);

/** A meal's small icon button (drag, Suggest another, Move or copy); its name says what it does to which recipe. */
export const MealActionButton = (props: ComponentProps<typeof IconButton>) => (
  <IconButton variant="ghost" size="xs" {...props} />
);
