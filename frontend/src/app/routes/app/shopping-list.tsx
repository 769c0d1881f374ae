import { Text } from '@chakra-ui/react';
import { ContentLayout } from '../../../components/layouts/content-layout';

const ShoppingListRoute = () => (
  <ContentLayout title="Shopping List">
    <Text color="gray.600">Your shopping list will appear here.</Text>
  </ContentLayout>
);

export { ShoppingListRoute as Component };
