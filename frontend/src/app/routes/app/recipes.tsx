import { Button } from '@chakra-ui/react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PlusIcon } from '../../../components/ui/icons';
import { RecipeList } from '../../../features/recipes/components/recipe-list';
import { useRecipeDialogs } from '../../../features/recipes/components/use-recipe-dialogs';

const RecipesRoute = () => {
  const dialogs = useRecipeDialogs();
  return (
    <ContentLayout
      title="Recipes"
      actions={
        <Button
          colorPalette="green"
          onClick={dialogs.openCreate}
          onPointerEnter={dialogs.preload}
          onFocus={dialogs.preload}
        >
          <PlusIcon />
          Add Recipe
        </Button>
      }
    >
      <RecipeList onEdit={dialogs.openEdit} onDelete={dialogs.openDelete} onIntent={dialogs.preload} />
      {dialogs.element}
    </ContentLayout>
  );
};

export { RecipesRoute as Component };
