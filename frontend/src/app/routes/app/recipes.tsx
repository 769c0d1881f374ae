import { Button, HStack } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { DownloadIcon, PlusIcon } from '#web/components/ui/icons';
import { useAddToMealPlan } from '#web/features/meal-plans/components/use-add-to-meal-plan';
import { RecipeList } from '#web/features/recipes/components/recipe-list';
import { useImportFromAddress } from '#web/features/recipes/components/use-import-from-address';
import { useRecipeDialogs } from '#web/features/recipes/components/use-recipe-dialogs';
import { t } from '#web/lib/i18n/t';

/** The recipe list with the recipes feature's dialogs and the meal-plans feature's add-to-plan dialog. */
const RecipesRoute = () => {
  const dialogs = useRecipeDialogs();
  useImportFromAddress(dialogs.openImport);
  const mealPlan = useAddToMealPlan();
  const preload = () => {
    dialogs.preload();
    void mealPlan.preload();
  };
  return (
    <ContentLayout
      title={t('recipes.title')}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="green" {...dialogs.importTrigger}>
            <DownloadIcon />
            {t('imports.importRecipe')}
          </Button>
          <Button
            colorPalette="green"
            onClick={dialogs.openCreate}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            <PlusIcon />
            {t('recipes.addRecipe')}
          </Button>
        </HStack>
      }
    >
      <RecipeList
        onEdit={dialogs.openEdit}
        onDelete={dialogs.openDelete}
        onAddToMealPlan={mealPlan.open}
        onIntent={preload}
      />
      {dialogs.element}
      {mealPlan.element}
    </ContentLayout>
  );
};

export { RecipesRoute as Component };
