import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '#web/config/paths';
import { useAddToMealPlan } from '#web/features/meal-plans/components/use-add-to-meal-plan';
import { RateRecipeButton } from '#web/features/ratings/components/rate-recipe-button';
import { recipesKey } from '#web/features/recipes/api/get-recipes';
import { RecipeDetail } from '#web/features/recipes/components/recipe-detail';
import { useRecipeDialogs } from '#web/features/recipes/components/use-recipe-dialogs';
import { AddRecipeToListButton } from '#web/features/shopping-list/components/add-recipe-to-list-button';

/** The recipe detail screen: the recipes feature's page with the ratings, meal-plans and shopping list features' actions. */
const RecipeRoute = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialogs = useRecipeDialogs({ onDeleted: () => void navigate(paths.recipes.getHref()) });
  const mealPlan = useAddToMealPlan();
  // After a rating the recipe (and the lists' averages) are reloaded.
  const reloadRecipes = () => queryClient.invalidateQueries({ queryKey: recipesKey });
  return (
    <>
      <RecipeDetail
        key={id}
        id={id}
        onEdit={() => dialogs.openEdit(id)}
        onDelete={(name) => dialogs.openDelete(id, name)}
        onAddToMealPlan={mealPlan.open}
        onIntent={() => {
          dialogs.preload();
          void mealPlan.preload();
        }}
        renderActions={(recipe) => (
          <>
            <RateRecipeButton recipeId={recipe.id} recipeName={recipe.name} onRated={reloadRecipes} />
            <AddRecipeToListButton recipe={recipe} />
          </>
        )}
      />
      {dialogs.element}
      {mealPlan.element}
    </>
  );
};

export { RecipeRoute as Component };
