import { Text } from '@chakra-ui/react';
import { ContentLayout } from '../../../components/layouts/content-layout';

const RecipesRoute = () => (
  <ContentLayout title="Recipes">
    <Text color="gray.600">Your recipes will appear here.</Text>
  </ContentLayout>
);

export { RecipesRoute as Component };
