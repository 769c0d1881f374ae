import { Heading, Stack, Text } from '@chakra-ui/react';
import { ContentLayout } from '#web/components/layouts/content-layout';

const PrivacyPolicyRoute = () => (
  <ContentLayout title="Privacy Policy">
    <Stack gap="4" maxW="prose">
      <Text>
        Recipe Planner keeps only what it needs to work for you: your name, email address, avatar colour, the
        recipes, meal plans and shopping lists you create, and the groups you belong to.
      </Text>
      <Heading as="h2" size="lg">
        How your data is used
      </Heading>
      <Text>
        Your data is used to run the app and is never sold or shared with advertisers. Members of a group see
        the meal plans and shopping list of that group; recipes are visible to every signed-in user.
      </Text>
      <Heading as="h2" size="lg">
        Storage and security
      </Heading>
      <Text>
        Passwords are stored only as salted hashes. Your browser keeps your session in local storage until you
        log out. You can ask us to delete your account and data at any time through the contact page.
      </Text>
    </Stack>
  </ContentLayout>
);

export { PrivacyPolicyRoute as Component };
