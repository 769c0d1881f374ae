import { Text } from '@chakra-ui/react';
import { ContentLayout } from '../../../components/layouts/content-layout';

const MealPlanRoute = () => (
  <ContentLayout title="Meal Plan">
    <Text color="gray.600">Plan your meals for the week here.</Text>
  </ContentLayout>
);

export { MealPlanRoute as Component };
