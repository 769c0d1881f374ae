import { Heading, Stack, Text } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';

const TermsOfServiceRoute = () => (
  <ContentLayout title="Terms of Service">
    <Stack gap="4" maxW="prose">
      <Text>
        By using Recipe Planner you agree to these terms. The service is provided as is, without warranties of
        any kind.
      </Text>
      <Heading as="h2" size="lg">
        Your content
      </Heading>
      <Text>
        You keep the rights to the recipes and images you add, and you confirm you may share them. Do not
        upload content that is unlawful or that belongs to someone else without permission.
      </Text>
      <Heading as="h2" size="lg">
        Your account
      </Heading>
      <Text>
        Keep your password to yourself. Accounts that abuse the service or other users may be suspended.
      </Text>
    </Stack>
  </ContentLayout>
);

export { TermsOfServiceRoute as Component };
