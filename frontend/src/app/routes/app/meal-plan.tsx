import { useQuery } from '@tanstack/react-query';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { getGroupMembersQueryOptions } from '#web/features/groups/api/get-group-members';
import { MealPlanWeek } from '#web/features/meal-plans/components/meal-plan-week';
import { useRecipePicker } from '#web/features/recipes/components/use-recipe-picker';
import { AddWeekToListButton } from '#web/features/shopping-list/components/add-week-to-list-button';
import { useActingContext } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';

/**
 * The meal plan page: the meal-plans feature's week, with the recipes feature's picker to add
 * recipes, the groups feature's member list to choose chefs from, and the shopping list's one tap
 * to put the week's ingredients on the list.
 */
const MealPlanRoute = () => {
  const context = useActingContext();
  const groupId = context.type === 'group' ? context.id : '';
  const members = useQuery({ ...getGroupMembersQueryOptions(groupId), enabled: groupId !== '' });
  const picker = useRecipePicker();
  return (
    <ContentLayout title={t('mealPlan.title')}>
      <MealPlanWeek
        pickRecipe={picker.open}
        preloadPicker={() => void picker.preload()}
        chefCandidates={groupId ? { members: members.data, failed: members.isError } : undefined}
        weekAction={(week) => <AddWeekToListButton {...week} />}
      />
      {picker.element}
    </ContentLayout>
  );
};

export { MealPlanRoute as Component };
