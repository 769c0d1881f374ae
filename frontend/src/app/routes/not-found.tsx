import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths';

const NotFoundRoute = () => (
  <Stack gap="4" align="center" textAlign="center" py={{ base: '8', md: '16' }}>
    <title>Page not found | Recipe Planner</title>
    <Text as="h1" fontSize="6xl" fontWeight="bold" color="gray.500" lineHeight="1">
      404
    </Text>
    <Text fontSize="xl" fontWeight="semibold">
      Page not found.
    </Text>
    <Text color="gray.600">The page you are looking for does not exist or has moved.</Text>
    <Button asChild colorPalette="green" mt="4">
      <Link to={paths.home.getHref()}>Go to Home</Link>
    </Button>
  </Stack>
);

export { NotFoundRoute as Component };
