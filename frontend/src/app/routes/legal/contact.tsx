import { Link, Stack, Text } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';

const supportEmail = 'support@recipe-planner.example';

const ContactRoute = () => (
  <ContentLayout title="Contact">
    <Stack gap="4" maxW="prose">
      <Text>Questions, ideas or trouble with your account? We are happy to help.</Text>
      <Text>
        Email us at{' '}
        <Link href={`mailto:${supportEmail}`} color="green.700" textDecoration="underline">
          {supportEmail}
        </Link>
        . We answer within two working days.
      </Text>
    </Stack>
  </ContentLayout>
);

export { ContactRoute as Component };
