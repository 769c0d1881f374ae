import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

const RecipeRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout title="Recipe">
      <Text color="gray.600">Recipe {id} will appear here.</Text>
      <Link asChild color="green.700" textDecoration="underline">
        <RouterLink to={paths.recipes.getHref()}>Back to recipes</RouterLink>
      </Link>
    </ContentLayout>
  );
};

export { RecipeRoute as Component };
