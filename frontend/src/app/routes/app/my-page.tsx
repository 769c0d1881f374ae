import { Text } from '@chakra-ui/react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { useUser } from '../../../lib/auth/session';

const MyPageRoute = () => {
  const user = useUser();
  return (
    <ContentLayout title="My Page">
      <Text>Welcome, {user?.name}</Text>
      <Text color="gray.600">Email: {user?.email}</Text>
    </ContentLayout>
  );
};

export { MyPageRoute as Component };
