import { Text } from '@chakra-ui/react';
import { ContentLayout } from '../../../components/layouts/content-layout';

const AdminRoute = () => (
  <ContentLayout title="Admin Panel">
    <Text color="gray.600">Manage the users of Recipe Planner here.</Text>
  </ContentLayout>
);

export { AdminRoute as Component };
