import { Box, Heading, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { t } from '#web/lib/i18n/t';
import { chefPillColours } from '../utils/chef-colours';

/** The day's chefs under 'Chefs', each a pill in their avatar colour (spec 2). */
export const ChefPills = ({ chefs }: { chefs: MealPlan['assignedTo'] }) => {
  const headingId = useId();
  return (
    <Box>
      <Heading as="h3" size="xs" color="gray.700" id={headingId} mb="1">
        {t('mealPlan.chefs')}
      </Heading>
      {chefs.length === 0 ? (
        <Box fontSize="sm" color="gray.600">
          {t('mealPlan.noChefs')}
        </Box>
      ) : (
        <HStack as="ul" aria-labelledby={headingId} listStyle="none" gap="1" wrap="wrap">
          {chefs.map((chef) => {
            const { bg, color } = chefPillColours(chef.avatar);
            return (
              <Box
                as="li"
                key={chef.id}
                bg={bg}
                color={color}
                px="2.5"
                py="0.5"
                rounded="full"
                fontSize="sm"
                fontWeight="medium"
                maxW="full"
                overflowWrap="anywhere"
                data-testid="chef-pill"
              >
                {chef.name}
              </Box>
            );
          })}
        </HStack>
      )}
    </Box>
  );
};
